import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import { liquidationLine } from '../risk/liquidationLine.js'
import { type AccountBalances, assetBreakdown } from './assetBreakdown.js'
import { liquidationRoom } from './liquidationRoom.js'
import { accountFloating } from './positionFloating.js'

const shown = { indexDisplay: true, futuresDisplay: true }
const noFloating = { stock: M.zero, index: M.zero, futures: M.zero }
const before: AccountBalances = {
  enableAmt: M.of('47919.06'),
  allFreezAmt: M.zero,
  djzj: M.zero,
  enableIndexAmt: M.zero,
  allIndexFreezAmt: M.zero,
  enableFuturesAmt: M.zero,
  allFuturesFreezAmt: M.zero,
}

describe('the financing sub-account in total assets (DECISIONS §20)', () => {
  it('keeps total assets where they were when a 5 000 × 2 financing is approved (the issue’s figures)', () => {
    // margin 5 000 leaves the stock account; the sub-account holds 15 000 and owes 10 000; the day's fee −12.00
    const after: AccountBalances = {
      ...before,
      enableAmt: M.of('42919.06'),
      enableFinancingAmt: M.of('14988.00'),
      allFinancingFreezAmt: M.zero,
      financingBorrowed: M.of('10000.00'),
    }
    const figures = assetBreakdown(after, noFloating, shown)
    const financing = figures.accounts.find((part) => part.account === 'financing')
    // 14 988.00 − 10 000.00: the sub-account's equity, a named line
    expect(financing && M.toText(financing.total)).toBe('4988.00')
    // 42 919.06 + 4 988.00 = 47 907.06: the 5 000 is still the investor's, less the fee
    expect(M.toText(figures.total)).toBe('47907.06')
    expect(M.toText(assetBreakdown(before, noFloating, shown).total)).toBe('47919.06')
  })

  it('counts a split position’s floating P&L in the card’s floating P&L and equity', () => {
    const balances: AccountBalances = {
      ...before,
      enableFinancingAmt: M.of('13975.00'),
      allFinancingFreezAmt: M.of('1000.00'),
      financingBorrowed: M.of('10000.00'),
    }
    // a split position 1 000 shares from 10.00 at 9.80 → −200.00
    const split = accountFloating([{ profitAndLose: M.of('-200.00') }])
    const figures = assetBreakdown(balances, { ...noFloating, financing: split }, shown)
    // stock 47 919.06 + financing (13 975.00 + 1 000.00 − 10 000.00 = 4 975.00) = 52 894.06
    expect(M.toText(figures.total)).toBe('52894.06')
    expect(M.toText(figures.floating)).toBe('-200.00')
    expect(M.toText(figures.equity)).toBe('52694.06')
  })

  it('shows no financing line to an investor without one', () => {
    expect(assetBreakdown(before, noFloating, shown).accounts.map((part) => part.account)).toEqual([
      'stock',
      'index',
      'futures',
    ])
  })

  const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => M.of(n).div(100) as M.Money)
  const signed = fc.integer({ min: -5_000_000, max: 5_000_000 }).map((n) => M.of(n).div(100) as M.Money)
  const balances = fc.record({
    enableAmt: cents(1e10),
    allFreezAmt: cents(1e8),
    djzj: cents(1e8),
    enableIndexAmt: cents(1e8),
    allIndexFreezAmt: cents(1e8),
    enableFuturesAmt: cents(1e8),
    allFuturesFreezAmt: cents(1e8),
    enableFinancingAmt: cents(1e9),
    allFinancingFreezAmt: cents(1e8),
    financingBorrowed: cents(1e9),
  })
  const floating = fc.record({ stock: signed, index: signed, futures: signed, financing: signed })
  const display = fc.record({ indexDisplay: fc.boolean(), futuresDisplay: fc.boolean() })

  test.prop([balances, floating, display])(
    'every part is available + frozen + IPO frozen − borrowed, total assets their sum, equity total + floating',
    (parts, pnl, shownAccounts) => {
      const figures = assetBreakdown(parts, pnl, shownAccounts)
      for (const part of figures.accounts)
        expect(part.total.eq(part.available.plus(part.frozen).plus(part.ipoFrozen).minus(part.borrowed))).toBe(true)
      expect(figures.total.eq(M.sum(figures.accounts.map((part) => part.total)))).toBe(true)
      expect(figures.floating.eq(M.sum(figures.accounts.map((part) => part.floating)))).toBe(true)
      expect(figures.equity.eq(figures.total.plus(figures.floating))).toBe(true)
      const financing = figures.accounts.find((part) => part.account === 'financing')
      expect(
        financing?.total.eq(parts.enableFinancingAmt.plus(parts.allFinancingFreezAmt).minus(parts.financingBorrowed)) ??
          true,
      ).toBe(true)
      expect(financing?.floating.eq(pnl.financing) ?? pnl.financing.isZero()).toBe(true)
    },
  )

  test.prop([balances, floating, display, cents(1e8), fc.integer({ min: 1, max: 10 })])(
    'approving a financing (margin in, loan owed) changes neither total assets nor equity',
    (parts, pnl, shownAccounts, margin, lever) => {
      const borrowed = M.of(margin.times(lever))
      const approved: AccountBalances = {
        ...parts,
        enableAmt: M.sub(parts.enableAmt, margin),
        enableFinancingAmt: M.sum([parts.enableFinancingAmt, margin, borrowed]),
        financingBorrowed: M.add(parts.financingBorrowed, borrowed),
      }
      const was = assetBreakdown(parts, pnl, shownAccounts)
      const now = assetBreakdown(approved, pnl, shownAccounts)
      expect(now.total.eq(was.total)).toBe(true)
      expect(now.equity.eq(was.equity)).toBe(true)
    },
  )

  test.prop([balances, floating, display, cents(1e7), cents(1e5)])(
    'a split buy moves cash to margin and the charges out: total assets fall by the charges only',
    (parts, pnl, shownAccounts, margin, charges) => {
      const bought: AccountBalances = {
        ...parts,
        enableFinancingAmt: M.sub(M.sub(parts.enableFinancingAmt, margin), charges),
        allFinancingFreezAmt: M.add(parts.allFinancingFreezAmt, margin),
      }
      const was = assetBreakdown(parts, pnl, shownAccounts)
      const now = assetBreakdown(bought, pnl, shownAccounts)
      expect(now.total.eq(M.sub(was.total, charges))).toBe(true)
    },
  )
})

describe('the room to liquidation a card shows (DECISIONS §6)', () => {
  it('is the line plus the floating P&L (worked example)', () => {
    const part = { available: M.of('10000.00'), frozen: M.of('39913.49'), floating: M.of('30.00') }
    // 49 913.49 × 0.8 = 39 930.792 → 39 930.79; + 30.00
    expect(M.toText(liquidationRoom(part, R.of('0.8')))).toBe('39960.79')
  })

  const amount = fc.integer({ min: 0, max: 1e9 }).map((n) => M.of(n).div(100) as M.Money)
  const loss = fc.integer({ min: -1e9, max: 1e9 }).map((n) => M.of(n).div(100) as M.Money)
  test.prop([amount, amount, loss, fc.integer({ min: 1, max: 100 })])(
    'reaches zero exactly where the risk loop liquidates: floating ≤ −line',
    (available, frozen, floating, percentInt) => {
      const percent = R.of(percentInt / 100)
      const line = liquidationLine(available, frozen, percent)
      const room = liquidationRoom({ available, frozen, floating }, percent)
      expect(room.lte(0)).toBe(floating.lte(M.neg(line)))
    },
  )
})
