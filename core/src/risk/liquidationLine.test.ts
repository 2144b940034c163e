import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { defaultSettings } from '../settings/Settings.js'
import { assessRisk, contractRiskRule, stockRiskRule } from './assessRisk.js'
import { liquidationLine, warningLevel } from './liquidationLine.js'

const money = fc.integer({ min: -10_000_000, max: 1_000_000_000 }).map((paisa) => M.of(paisa).dividedBy(100) as M.Money)
const rate = fc.integer({ min: 0, max: 10_000 }).map((bp) => R.of(bp).dividedBy(10_000) as R.Rate)

describe('liquidation line worked examples', () => {
  it('rounds (available + frozen) × percent once, half-up', () => {
    // (7 000.00 + 3 000.55) × 0.8 = 8 000.44 exactly
    expect(M.toText(liquidationLine(M.of('7000'), M.of('3000.55'), R.of('0.8')))).toBe('8000.44')
    // (0.01 + 0.02) × 0.5 = 0.015 → half-up 0.02
    expect(M.toText(liquidationLine(M.of('0.01'), M.of('0.02'), R.of('0.5')))).toBe('0.02')
    // 10 000.55 × 0.5 = 5 000.275, kept exact for the warning level
    expect(warningLevel(M.of('7000'), M.of('3000.55'), R.of('0.5')).toString()).toBe('5000.275')
  })

  it('assesses an account exactly at the line as liquidated, one paisa better as not', () => {
    const rule = stockRiskRule(defaultSettings)
    const balances = { available: M.of('6000'), frozen: M.of('4000') }
    // line = 10 000 × 0.8 = 8 000.00; distance = 8 000 − 8 000 = 0
    const at = assessRisk(balances, M.of('-8000'), rule)
    expect([M.toText(at.line), M.toText(at.distance), at.liquidate, at.warningReached]).toEqual([
      '8000.00',
      '0.00',
      true,
      true,
    ])
    // −7 999.99 > −8 000: distance 0.01, not liquidated; −7 999.99 ≤ −5 000: warning due
    const above = assessRisk(balances, M.of('-7999.99'), rule)
    expect([M.toText(above.distance), above.liquidate, above.warningReached]).toEqual(['0.01', false, true])
    // −4 999.99 > −5 000: no warning yet
    expect(assessRisk(balances, M.of('-4999.99'), rule).warningReached).toBe(false)
  })

  it('uses forceSellPercent for index and futures accounts', () => {
    const rule = contractRiskRule({ ...defaultSettings, forceSellPercent: R.of('0.6') })
    // 10 000 × 0.6 = 6 000.00; floating −6 000 liquidates
    const result = assessRisk({ available: M.of('10000'), frozen: M.zero }, M.of('-6000'), rule)
    expect([M.toText(result.line), result.liquidate]).toEqual(['6000.00', true])
  })
})

describe('liquidation line laws', () => {
  test.prop([money, money, rate])('the line is the exact product within half a paisa, in whole paisa', (a, f, p) => {
    const line = liquidationLine(a, f, p)
    expect(line.minus(a.plus(f).times(p)).abs().lte('0.005')).toBe(true)
    expect(line.times(100).isInteger()).toBe(true)
  })

  test.prop([money, money, money, rate])('the line grows with the balances', (a, f, extra, p) => {
    const more = M.add(a, M.of(extra.abs()))
    expect(liquidationLine(more, f, p).gte(liquidationLine(a, f, p))).toBe(true)
  })

  test.prop([money, money, money, rate, rate])(
    'distance is line + floating; liquidate iff distance ≤ 0',
    (a, f, x, p, r) => {
      const result = assessRisk({ available: a, frozen: f }, x, { stopPercent: p, remindRatio: r })
      expect(result.distance.eq(result.line.plus(x))).toBe(true)
      expect(result.liquidate).toBe(result.distance.lte(0))
    },
  )
})
