import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import * as StrongBuy from './StrongBuy.js'

const quote: StrongBuy.StrongBuyQuote = {
  price: P.of('11.00'),
  limitUp: P.of('11.00'),
  available: M.of(100_000),
  schedule: standard,
  spreadRate: R.of('0.0005'),
}
const keyOf = <A>(r: { ok: true; value: A } | { ok: false; error: { key: string } }) => (r.ok ? 'ok' : r.error.key)

describe('strong-buy worked example', () => {
  it('freezes the lever-1 cost of all shares at limit-up, charges included', () => {
    const r = StrongBuy.apply('q1', '600001', S.of(500), quote)
    // 500 × 11.00 = 5 500.00; fee 1.65; duty 5.50; spread 2.75 → 5 509.90.
    expect(r.ok && r.value.frozen.toFixed(2)).toBe('5509.90')
  })
  it('refuses below limit-up, part hands and short funds', () => {
    expect(keyOf(StrongBuy.apply('q', 'c', S.of(500), { ...quote, price: P.of('10.99') }))).toBe(
      'strongBuyNotAtLimitUp',
    )
    expect(keyOf(StrongBuy.apply('q', 'c', S.of(150), quote))).toBe('strongBuyQuantityInvalid')
    expect(keyOf(StrongBuy.apply('q', 'c', S.of(0), quote))).toBe('strongBuyQuantityInvalid')
    expect(keyOf(StrongBuy.apply('q', 'c', S.of(500), { ...quote, available: M.of('5509.89') }))).toBe(
      'ipoInsufficientFunds',
    )
  })
  it('fills by lottery and refunds the rest', () => {
    const a = StrongBuy.apply('q1', '600001', S.of(500), quote)
    if (!a.ok) throw new Error(a.error.key)
    // 5 hands × 0.2 = 1 hand exactly: notional 1 100.00, charges 0.33 + 1.10 + 0.55 = 1.98,
    // refund 5 509.90 − 1 101.98 = 4 407.92.
    const { fills } = StrongBuy.settle([a.value], 'day-1', R.of('0.2'), standard)
    expect(fills[0]?.filled.toString()).toBe('100')
    expect(fills[0]?.notional.toFixed(2)).toBe('1100.00')
    expect(fills[0]?.charges.total.toFixed(2)).toBe('1.98')
    expect(fills[0]?.refund.toFixed(2)).toBe('4407.92')
  })
})

describe('strong-buy laws', () => {
  const hands = fc.integer({ min: 1, max: 1000 })
  const cents = fc.integer({ min: 1, max: 50_000 })
  test.prop([fc.array(hands, { minLength: 1, maxLength: 15 }), cents, fc.oneof(fc.integer(), fc.string())])(
    'refund + notional + charges = frozen, refund ≥ 0, fills are whole hands ≤ applied',
    (handsList, priceCents, seed) => {
      const limitUp = P.of(priceCents).dividedBy(100) as P.Price
      const q = { ...quote, price: limitUp, limitUp, available: M.of(10 ** 12) }
      const apps = handsList.map((h, i) => {
        const r = StrongBuy.apply(`q${i}`, 'c', S.of(h * 100), q)
        if (!r.ok) throw new Error(r.error.key)
        return r.value
      })
      const { fills, audit } = StrongBuy.settle(apps, seed, R.of('0.2'), standard)
      expect(StrongBuy.settle(apps, seed, R.of('0.2'), standard).audit).toEqual(audit)
      for (const f of fills) {
        expect(M.sum([f.refund, f.notional, f.charges.total]).eq(f.application.frozen)).toBe(true)
        expect(f.refund.gte(0)).toBe(true)
        expect(S.isWholeHands(f.filled) && f.filled.lte(f.application.shares)).toBe(true)
      }
    },
  )
})
