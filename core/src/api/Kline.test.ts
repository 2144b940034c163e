import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { Envelope } from './Envelope.js'
import { KlineRowsFromString } from './Kline.js'

const text =
  '2026-11-20 09:30,10.00,10.20,10.30,9.90,1200,12180.00;2026-11-20 09:31,10.20,10.10,10.25,10.05,300,3040.50'

describe('KlineRowsFromString', () => {
  it('reads semicolon-separated rows in the order time, open, close, high, low, volume, amount', () => {
    const rows = Schema.decodeSync(KlineRowsFromString)(text)
    expect(rows).toHaveLength(2)
    expect(rows[0]?.time).toBe('2026-11-20 09:30')
    expect(rows[0]?.close.toFixed(2)).toBe('10.20')
    expect(rows[1]?.volume).toBe(300)
    expect(rows[1]?.amount.toFixed(2)).toBe('3040.50')
    expect(Schema.encodeSync(KlineRowsFromString)(rows)).toBe(text)
    expect(Schema.decodeSync(KlineRowsFromString)('')).toEqual([])
  })

  it('refuses short rows, bad numbers and stray separators', () => {
    for (const bad of [
      '1,2,3',
      `${text};`,
      '2026-11-20 09:30,10,10.20,10.30,9.90,1200,12180.00',
      '1704166200000,10.00,10.20,10.30,9.90,1200,12180.00',
      'x,10.00,10.20,10.30,9.90,1,1.00',
    ])
      expect(Either.isLeft(Schema.decodeUnknownEither(KlineRowsFromString)(bad)), bad).toBe(true)
  })
})

describe('Envelope', () => {
  const envelope = Envelope(KlineRowsFromString)
  it('reads a success and a failure', () => {
    const success = Schema.decodeUnknownSync(envelope)({ status: 0, msg: '', data: '' })
    expect(success).toEqual({ status: 0, msg: '', data: [] })
    const failure = Schema.decodeUnknownSync(envelope)({ status: 1, msg: 'Please log in first', data: null })
    expect(failure.status).toBe(1)
  })

  it('refuses a success without data and a failure with status 0', () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(envelope)({ status: 0, msg: '' }))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(envelope)({ status: 0, msg: 'x', data: null }))).toBe(true)
  })
})
