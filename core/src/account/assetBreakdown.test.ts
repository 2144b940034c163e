import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { totalAssets } from '../funds/totalAssets.js'
import * as M from '../money/Money.js'
import { assetBreakdown } from './assetBreakdown.js'

const balances = {
  enableAmt: M.of('999189.60'),
  allFreezAmt: M.of('814.40'),
  djzj: M.of('0.00'),
  enableIndexAmt: M.of('200000.00'),
  allIndexFreezAmt: M.of('0.00'),
  enableFuturesAmt: M.of('199500.00'),
  allFuturesFreezAmt: M.of('500.00'),
}
const floating = { stock: M.of('19.00'), index: M.of('0.00'), futures: M.of('-2.50') }
const texts = (amounts: readonly M.Money[]) => amounts.map(M.toText)

describe('the parts of total assets', () => {
  it('adds each account and the shown accounts (worked example)', () => {
    const all = assetBreakdown(balances, floating, { indexDisplay: true, futuresDisplay: true })
    // stock 999 189.60 + 814.40 = 1 000 004.00; futures 199 500.00 + 500.00 = 200 000.00
    expect(texts(all.accounts.map((a) => a.total))).toEqual(['1000004.00', '200000.00', '200000.00'])
    expect(M.toText(all.total)).toBe('1400004.00')
    expect(texts(all.accounts.map((a) => a.floating))).toEqual(['19.00', '0.00', '-2.50'])
    // 19.00 + 0.00 − 2.50
    expect(M.toText(all.floating)).toBe('16.50')
    // 1 400 004.00 + 16.50
    expect(M.toText(all.equity)).toBe('1400020.50')
  })

  it('lists and adds only the accounts the settings show', () => {
    const stockOnly = assetBreakdown(balances, floating, { indexDisplay: false, futuresDisplay: false })
    expect(stockOnly.accounts.map((a) => a.account)).toEqual(['stock'])
    expect(M.toText(stockOnly.total)).toBe('1000004.00')
    expect(M.toText(stockOnly.floating)).toBe('19.00')
    const noIndex = assetBreakdown(balances, floating, { indexDisplay: false, futuresDisplay: true })
    expect(noIndex.accounts.map((a) => a.account)).toEqual(['stock', 'futures'])
    expect(M.toText(noIndex.total)).toBe('1200004.00')
  })

  it('counts IPO frozen funds in the stock account', () => {
    const withIpo = assetBreakdown({ ...balances, djzj: M.of('1200.00') }, floating, {
      indexDisplay: false,
      futuresDisplay: false,
    })
    expect(M.toText(withIpo.total)).toBe('1001204.00')
  })

  const cents = fc.integer({ min: -10_000_000, max: 100_000_000 }).map((n) => M.of(n).div(100) as M.Money)
  test.prop([
    fc.record({
      enableAmt: cents,
      allFreezAmt: cents,
      djzj: cents,
      enableIndexAmt: cents,
      allIndexFreezAmt: cents,
      enableFuturesAmt: cents,
      allFuturesFreezAmt: cents,
    }),
    fc.record({ stock: cents, index: cents, futures: cents }),
    fc.record({ indexDisplay: fc.boolean(), futuresDisplay: fc.boolean() }),
  ])('the parts visibly add up, to the one total assets of core', (parts, pnl, display) => {
    const breakdown = assetBreakdown(parts, pnl, display)
    for (const account of breakdown.accounts)
      expect(account.total.eq(account.available.plus(account.frozen).plus(account.ipoFrozen))).toBe(true)
    expect(breakdown.accounts.some((a) => a.account === 'financing')).toBe(false)
    expect(breakdown.total.eq(M.sum(breakdown.accounts.map((a) => a.total)))).toBe(true)
    const userAmt = M.sum([parts.enableAmt, parts.allFreezAmt, parts.djzj])
    const userIndexAmt = M.add(parts.enableIndexAmt, parts.allIndexFreezAmt)
    const userFuturesAmt = M.add(parts.enableFuturesAmt, parts.allFuturesFreezAmt)
    expect(breakdown.total.eq(totalAssets({ userAmt, userIndexAmt, userFuturesAmt }, display))).toBe(true)
    expect(breakdown.equity.eq(breakdown.total.plus(breakdown.floating))).toBe(true)
  })
})
