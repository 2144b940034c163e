import { fc, test } from '@fast-check/vitest'
import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import { ChangeFromString, MoneyFromString, PriceFromString, RateFromString } from './decimalText.js'

const decodes = <A>(schema: Schema.Schema<A, string>, text: string) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(text))

describe('MoneyFromString', () => {
  it('reads exactly-2-decimal text into Money and writes it back', () => {
    const amount = Schema.decodeSync(MoneyFromString)('1234.50')
    expect(amount.eq(M.of('1234.5'))).toBe(true)
    expect(Schema.encodeSync(MoneyFromString)(M.of('-0.1'))).toBe('-0.10')
    expect(Schema.encodeSync(MoneyFromString)(M.round(M.of('2.345')))).toBe('2.35') // 2.345 half-up → 2.35
  })

  it('refuses non-canonical or unsafe text', () => {
    for (const text of [
      '',
      '5',
      '5.5',
      '1.005',
      '01.00',
      '1e3',
      '1,000.00',
      ' 1.00',
      '-0.00',
      '+1.00',
      'NaN',
      '1000000000000000.00',
    ])
      expect(decodes(MoneyFromString, text), text).toBe(false)
  })

  it('refuses to encode an unrounded amount, so a charge cannot leave unrounded', () => {
    expect(() => Schema.encodeSync(MoneyFromString)(M.of('1.005'))).toThrow()
  })
})

describe('PriceFromString, RateFromString, ChangeFromString', () => {
  it('reads prices with 2 decimals and never negative', () => {
    expect(Schema.decodeSync(PriceFromString)('10.50').eq(P.of('10.5'))).toBe(true)
    expect(decodes(PriceFromString, '-1.00')).toBe(false)
  })

  it('writes rates in their shortest exact text', () => {
    expect(Schema.encodeSync(RateFromString)(R.of('0.00030'))).toBe('0.0003')
    expect(Schema.encodeSync(RateFromString)(R.of(7.1))).toBe('7.1')
    expect(decodes(RateFromString, '0.50')).toBe(false) // canonical is "0.5"
    expect(decodes(RateFromString, '0.000000001')).toBe(false) // 9 decimals
  })

  it('reads signed percentages', () => {
    expect(Schema.decodeSync(ChangeFromString)('-3.25').toFixed(2)).toBe('-3.25')
  })
})

const numberLike = fc.stringMatching(/^-?\d{1,6}(\.\d{0,4})?$/)

describe('wire text round-trips', () => {
  for (const [name, schema] of [
    ['Money', MoneyFromString],
    ['Price', PriceFromString],
    ['Rate', RateFromString],
    ['Change', ChangeFromString],
  ] as const) {
    test.prop([numberLike])(`${name}: text that decodes encodes back to itself`, (text) => {
      const decoded = Schema.decodeUnknownEither(schema as Schema.Schema<unknown, string>)(text)
      if (Either.isRight(decoded))
        expect(Schema.encodeSync(schema as Schema.Schema<unknown, string>)(decoded.right)).toBe(text)
    })
  }

  test.prop([fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n })])(
    'Money: any 2-decimal amount survives the wire',
    (cents) => {
      const amount = M.of(`${cents}`).dividedBy(100)
      const text = Schema.encodeSync(MoneyFromString)(M.of(amount))
      expect(text).toMatch(/^-?\d+\.\d{2}$/)
      expect(Schema.decodeSync(MoneyFromString)(text).eq(amount)).toBe(true)
    },
  )
})
