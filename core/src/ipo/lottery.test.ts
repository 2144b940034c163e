import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as R from '../money/Rate.js'
import { type LotteryEntry, runLottery, verify, winnings } from './lottery.js'

describe('lottery worked example', () => {
  // Seed 0 draws 1144304738, 1416247, 958946056 (see Random.test.ts). Rate 0.3, entries in id order:
  // a: 7 × 0.3 = 2.1 → 2 sure; 1144304738 ≥ 0.1 × 2³² = 429496729.6 → no extra → 2
  // b: 1 × 0.3 = 0.3 → 0 sure; 1416247 < 0.3 × 2³² = 1288490188.8 → extra → 1
  // c: 10 × 0.3 = 3 → 3 sure; nothing at stake → 3
  const entries = [
    { id: 'c', hands: 10 },
    { id: 'a', hands: 7 },
    { id: 'b', hands: 1 },
  ]
  const audit = runLottery(0, R.of('0.3'), entries)

  it('allots by stochastic rounding in id order', () => {
    expect(audit.lines).toEqual([
      { id: 'a', hands: 7, sure: 2, fraction: '0.1', draw: 1144304738, won: 2 },
      { id: 'b', hands: 1, sure: 0, fraction: '0.3', draw: 1416247, won: 1 },
      { id: 'c', hands: 10, sure: 3, fraction: '0', draw: 958946056, won: 3 },
    ])
    expect(Object.fromEntries(winnings(audit))).toEqual({ a: 2, b: 1, c: 3 })
  })

  it('records what anyone needs to recompute it, and detects tampering', () => {
    expect(audit.seed).toBe(0)
    expect(audit.rate).toBe('0.3')
    expect(verify(audit)).toBe(true)
    expect(verify(JSON.parse(JSON.stringify(audit)))).toBe(true)
    const lines = audit.lines.map((l) => (l.id === 'a' ? { ...l, won: 3 } : l))
    expect(verify({ ...audit, lines })).toBe(false)
    expect(verify({ ...audit, seed: 1 })).toBe(false)
    expect(verify({ ...audit, lines: [...audit.lines].reverse() })).toBe(false)
  })

  it('refuses malformed input as a programming error', () => {
    expect(() => runLottery(0, R.of('1.1'), [])).toThrow(RangeError)
    expect(() => runLottery(0, R.of('0.3'), [{ id: 'x', hands: 1.5 }])).toThrow(RangeError)
    expect(() =>
      runLottery(0, R.of('0.3'), [
        { id: 'x', hands: 1 },
        { id: 'x', hands: 2 },
      ]),
    ).toThrow(RangeError)
  })
})

const entriesArb = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), hands: fc.integer({ min: 0, max: 1000 }) }),
  { selector: (e) => e.id, maxLength: 40 },
)
const rateArb = fc.integer({ min: 0, max: 1000 }).map((n) => R.of(n).dividedBy(1000) as R.Rate)
const seedArb = fc.oneof(fc.integer(), fc.string())

describe('lottery laws', () => {
  test.prop([seedArb, rateArb, entriesArb])(
    'same seed and entries ⇒ same allotment, whatever their order',
    (s, r, e) => {
      const audit = runLottery(s, r, e)
      expect(runLottery(s, r, [...e].reverse())).toEqual(audit)
      expect(verify(audit)).toBe(true)
    },
  )

  test.prop([seedArb, rateArb, entriesArb])(
    'whole hands, never more than applied, within one hand of h × r',
    (s, r, e) => {
      for (const line of runLottery(s, r, e).lines) {
        expect(Number.isInteger(line.won)).toBe(true)
        expect(line.won >= 0 && line.won <= line.hands).toBe(true)
        const share = r.times(line.hands)
        expect(share.minus(line.won).abs().lt(1)).toBe(true)
        expect(line.won === share.floor().toNumber() || line.won === share.ceil().toNumber()).toBe(true)
      }
    },
  )

  test.prop([seedArb, rateArb, entriesArb])(
    'the total is within one hand per application of rate × applied',
    (s, r, e) => {
      const audit = runLottery(s, r, e)
      const total = audit.lines.reduce((sum, l) => sum + l.won, 0)
      const expected = r.times(e.reduce((sum, x) => sum + x.hands, 0))
      expect(expected.minus(total).abs().lte(Math.max(e.length, 0))).toBe(true)
    },
  )

  it('one-hand applications win at the rate (fixed seed, 10 000 entries)', () => {
    const many: LotteryEntry[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `u${i}`, hands: 1 }))
    const total = runLottery('ipo-2025-demo', R.of('0.3'), many).lines.reduce((sum, l) => sum + l.won, 0)
    // Expected 3000; σ = √(10000 × 0.3 × 0.7) ≈ 45.8; the bound is five σ.
    expect(Math.abs(total - 3000)).toBeLessThan(229)
  })
})
