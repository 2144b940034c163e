import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import { openingCharges } from '../fees/openingCharges.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import type { StockPosition } from './StockPosition.js'
import { accrueStayDay, reachedStayMaxDays } from './stayAccrual.js'

const position = (openPrice: string, shares: number): StockPosition => ({
  direction: 'long',
  openPrice: P.of(openPrice),
  shares: S.of(shares),
  margin: M.of('1055'),
  spreadRate: R.of('0.0005'),
  openingCharges: openingCharges(M.of('10550'), standard, R.of('0.0005')),
  stayFees: M.zero,
  stayDays: 0,
})

describe('stay fee accrual', () => {
  it('each trading day adds round2(open notional × stayFee) and a day', () => {
    // 10.55 × 1 000 = 10 550.00; × 0.0005 = 5.275 → 5.28 a day; 2 days → 10.56
    const twoDays = accrueStayDay(accrueStayDay(position('10.55', 1000), standard), standard)
    expect(M.toText(twoDays.stayFees)).toBe('10.56')
    expect(twoDays.stayDays).toBe(2)
  })

  it('stayMaxDays: 0 means no limit; otherwise closes once reached', () => {
    expect(reachedStayMaxDays(1000, 0)).toBe(false)
    expect(reachedStayMaxDays(4, 5)).toBe(false)
    expect(reachedStayMaxDays(5, 5)).toBe(true)
  })
})

describe('stay fee laws', () => {
  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 30 })])(
    'n days accrue n times the daily fee, never less than 0',
    (cents, hands, days) => {
      let p = position(P.of(cents).dividedBy(100).toString(), hands * 100)
      for (let i = 0; i < days; i++) p = accrueStayDay(p, standard)
      const daily = M.round(
        P.of(cents)
          .dividedBy(100)
          .times(hands * 100)
          .times('0.0005'),
      )
      expect(p.stayFees.eq(daily.times(days))).toBe(true)
      expect(p.stayDays).toBe(days)
    },
  )
})
