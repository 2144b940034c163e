import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { dayProfitAndLoss, equity } from './dayProfitAndLoss.js'
import { dayStartOf } from './dayStart.js'

it('equity is total assets plus floating P&L: 38 045.33 − 150.79 = 37 894.54', () => {
  expect(M.toText(equity(M.of('38045.33'), M.of('-150.79')))).toBe('37894.54')
})

it("day's P&L is equity now minus equity at the previous close: 37 894.54 − 38 000.00 = −105.46", () => {
  expect(M.toText(dayProfitAndLoss(M.of('37894.54'), M.of('38000.00')))).toBe('-105.46')
})

const cents = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((n) => M.of(n).div(100) as M.Money)
test.prop([cents, cents, cents])("equity at the close plus the day's P&L is equity now", (assets, floating, before) => {
  const now = equity(assets, floating)
  expect(M.add(before, dayProfitAndLoss(now, before)).eq(now)).toBe(true)
})

it('the trading day starts at midnight in Shanghai: 2026-11-26 12:00 UTC → 2026-11-25 16:00 UTC', () => {
  expect(new Date(dayStartOf(Date.UTC(2026, 10, 26, 12))).toISOString()).toBe('2026-11-25T16:00:00.000Z')
  // 17:00 UTC is already the 27th in Shanghai
  expect(new Date(dayStartOf(Date.UTC(2026, 10, 26, 17))).toISOString()).toBe('2026-11-26T16:00:00.000Z')
})
