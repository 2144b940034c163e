import { fc, test } from '@fast-check/vitest'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { feedIsSilent, figureAge } from './figureAge.js'
import { LiveMessage, LiveRequest } from './LiveMessage.js'
import { liveLimits } from './liveLimits.js'
import { applyQuoteChanges, type QuoteFields, quoteChanges } from './quoteChanges.js'
import { reconnectDelay } from './reconnectDelay.js'
import { createSeqTracker } from './SeqTracker.js'

const fieldValue = fc.oneof(fc.constantFrom('10.00', '10.05', '9.95', '0.00', '-1.25'), fc.constant(null))
const quote = fc.dictionary(fc.constantFrom('nowPrice', 'hcrate', 'today_min', 'preclose_px', 'volume'), fieldValue)

describe('conflation sends what changed, and a subscriber ends at the latest state', () => {
  test.prop([fc.array(quote, { minLength: 1, maxLength: 30 })])(
    'applying every non-empty change in order gives each tick’s fields',
    (ticks) => {
      let sent: QuoteFields | undefined
      let held: QuoteFields | undefined
      for (const tick of ticks) {
        const changes = quoteChanges(sent, tick)
        if (changes !== undefined) held = applyQuoteChanges(held, changes)
        sent = sent === undefined ? tick : { ...sent, ...tick }
        for (const [field, value] of Object.entries(tick)) expect(held?.[field]).toBe(value)
      }
    },
  )

  test.prop([quote])('the first flush sends every field; an unchanged quote sends nothing', (fields) => {
    expect(quoteChanges(undefined, fields)).toEqual(fields)
    expect(quoteChanges(fields, fields)).toBeUndefined()
  })

  it('a worked example: only the moved price is sent', () => {
    expect(quoteChanges({ nowPrice: '10.00', hcrate: '0.00' }, { nowPrice: '10.05', hcrate: '0.00' })).toEqual({
      nowPrice: '10.05',
    })
  })
})

describe('seq: +1 a message per channel, a gap means a REST snapshot first', () => {
  test.prop([fc.integer({ min: 1, max: 50 }), fc.integer({ min: 2, max: 5 })])(
    'an unbroken run is all next; a skipped number is a gap; an old one a repeat',
    (length, skip) => {
      const tracker = createSeqTracker()
      for (let seq = 1; seq <= length; seq += 1) expect(tracker.accept('quote', seq)).toBe('next')
      expect(tracker.accept('account', 1)).toBe('next')
      expect(tracker.accept('quote', length)).toBe('repeat')
      expect(tracker.accept('quote', length + skip)).toBe('gap')
      expect(tracker.accept('quote', length + skip + 1)).toBe('next')
      tracker.reset()
      expect(tracker.accept('quote', 3)).toBe('gap')
    },
  )
})

describe('reconnecting', () => {
  test.prop([fc.nat({ max: 40 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'waits between 1 s and 60 s, never less than half its ceiling',
    (attempt, random01) => {
      const delay = reconnectDelay(attempt, random01)
      const ceiling = Math.min(liveLimits.reconnectMaxMs, liveLimits.reconnectMinMs * 2 ** attempt)
      expect(delay).toBeGreaterThanOrEqual(liveLimits.reconnectMinMs)
      expect(delay).toBeLessThanOrEqual(liveLimits.reconnectMaxMs)
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
    },
  )

  it('worked examples', () => {
    expect(reconnectDelay(0, 0)).toBe(1_000)
    expect(reconnectDelay(3, 0.5)).toBe(6_000)
    expect(reconnectDelay(10, 0.5)).toBe(45_000)
  })
})

describe('a figure’s age', () => {
  it('shows its age past 5 s; the feed is silent past 5 s without a word', () => {
    expect(figureAge(10_000, 15_000)).toEqual({ ageMs: 5_000, stale: false })
    expect(figureAge(10_000, 15_001)).toEqual({ ageMs: 5_001, stale: true })
    expect(feedIsSilent(10_000, 15_000)).toBe(false)
    expect(feedIsSilent(10_000, 15_001)).toBe(true)
  })
})

describe('the wire messages', () => {
  const decodeRequest = Schema.decodeUnknownEither(Schema.parseJson(LiveRequest))
  const decodeMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveMessage))

  it('reads subscribe, unsubscribe and ping, and refuses anything else', () => {
    expect(decodeRequest('{"op":"subscribe","codes":["600519","GC"]}')._tag).toBe('Right')
    expect(decodeRequest('{"op":"unsubscribe","codes":[]}')._tag).toBe('Right')
    expect(decodeRequest('{"op":"ping"}')._tag).toBe('Right')
    expect(decodeRequest('{"op":"subscribe","codes":"600519"}')._tag).toBe('Left')
    expect(decodeRequest('{"op":"buy"}')._tag).toBe('Left')
    expect(decodeRequest('not json')._tag).toBe('Left')
  })

  it('reads a quote snapshot with its items and an account change', () => {
    const quoteMessage = decodeMessage(
      '{"ch":"quote","seq":1,"t":1700000000000,"snapshot":true,' +
        '"data":[{"code":"600519","kind":"stock","time":1700000000000,"nowPrice":"1700.00","limitUp":null}]}',
    )
    expect(quoteMessage._tag).toBe('Right')
    const account = decodeMessage(
      '{"ch":"account","seq":4,"t":1,"data":[{"topic":"position","action":"closed","ref":"P1","reason":"liquidation","at":1}]}',
    )
    expect(account._tag).toBe('Right')
    expect(decodeMessage('{"ch":"quote","seq":0,"t":1,"data":[]}')._tag).toBe('Left')
  })
})
