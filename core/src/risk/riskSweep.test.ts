import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { exposureOf } from './Exposure.js'
import { createRiskBook, pricesOf, type RiskAccount, riskBookOf } from './riskBook.js'
import { riskSweep } from './riskSweep.js'

const pct = R.of('0.8')
const rule = { stopPercent: pct, remindRatio: R.of('0.5') }
const liquidated = (book: ReturnType<typeof riskBookOf>, prices: Float64Array) => riskSweep(book, prices).liquidate
const long = (symbol: string, open: string, shares: number, fees = '0') => ({
  symbol,
  direction: 'long' as const,
  openPrice: P.of(open),
  quantity: S.of(shares),
  stayFees: M.of(fees),
})
const short = (symbol: string, open: string, shares: number) => ({
  ...long(symbol, open, shares),
  direction: 'short' as const,
})

const accounts: RiskAccount[] = [
  // line 8 000.00; long A 1 000 from 20.00 → threshold 800 000 − 2 000 000 = −1 200 000 paisa
  { id: 'alice', balances: { available: M.of('10000'), frozen: M.zero }, positions: [long('A', '20', 1000)] },
  // line (4 000 + 1 000) × 0.8 = 4 000.00; short B 300 from 10.00, fees 1.00
  // threshold 400 000 + 300 × 1 000 − 100 = 699 900 paisa; net −300
  {
    id: 'bob',
    balances: { available: M.of('4000'), frozen: M.of('1000') },
    positions: [{ ...short('B', '10', 300), stayFees: M.of('1') }],
  },
  // no positions: threshold = line 800.00 > 0, never liquidated
  { id: 'carol', balances: { available: M.of('1000'), frozen: M.zero }, positions: [] },
]

describe('risk sweep worked examples', () => {
  const book = riskBookOf(accounts, rule)

  it('lays the book out in paisa, aggregated per account × symbol', () => {
    // warning level alice 5 000.00 → 500 000 − 2 000 000; bob 2 500.00 → 250 000 + 300 000 − 100
    expect(book.row('alice')).toEqual({ lineThreshold: -1_200_000, warnThreshold: -1_500_000, nets: { A: 1000 } })
    expect(book.row('bob')).toEqual({ lineThreshold: 699_900, warnThreshold: 549_900, nets: { B: -300 } })
    // carol holds nothing: not in the book, never liquidated
    expect(book.row('carol')).toBeUndefined()
    expect(book.size).toBe(2)
  })

  it('warns between the warning level and the line', () => {
    // alice at 15.00: −1 500 000 + 1 500 000 = 0 → warning; line −1 200 000 + 1 500 000 > 0
    expect(riskSweep(book, Float64Array.from([1500, 1000]))).toEqual({ liquidate: [], warn: ['alice'] })
    expect(riskSweep(book, Float64Array.from([1501, 1000]))).toEqual({ liquidate: [], warn: [] })
  })

  it('patches one account at a time: a put replaces the row, a put with nothing held removes it', () => {
    const patched = riskBookOf(accounts, rule)
    patched.put('alice', { available: M.of('10000'), frozen: M.zero }, exposureOf([long('A', '20', 500)]))
    expect(patched.row('alice')?.nets).toEqual({ A: 500 })
    patched.put('bob', { available: M.of('4000'), frozen: M.zero }, exposureOf([]))
    expect(patched.row('bob')).toBeUndefined()
    patched.put('dave', { available: M.of('100'), frozen: M.zero }, exposureOf([short('A', '1', 100)]))
    // dave takes bob's free slot; the sweep sees exactly the two rows
    expect(patched.size).toBe(2)
    expect(liquidated(patched, Float64Array.from([1, 1000]))).toEqual(['alice'])
  })

  it('skips an account holding a symbol without a price', () => {
    expect(liquidated(book, Float64Array.from([Number.NaN, 2333]))).toEqual(['bob'])
  })

  it('recomputes every threshold when the rule changes', () => {
    const changed = riskBookOf(accounts, rule)
    changed.setRule({ stopPercent: R.of('0.5'), remindRatio: R.of('0.5') })
    expect(changed.row('alice')?.lineThreshold).toBe(-1_500_000)
  })

  it('liquidates exactly at the line and not one paisa before', () => {
    // alice at 12.00: −1 200 000 + 1 000 × 1 200 = 0 ≤ 0 → liquidated; at 12.01: +1 000 > 0
    const at = pricesOf(book, (s) => P.of(s === 'A' ? '12' : '10'))
    expect(liquidated(book, at)).toEqual(['alice'])
    expect(liquidated(book, Float64Array.from([1201, 1000]))).toEqual([])
    // bob at 23.33: 699 900 − 300 × 2 333 = 0 → liquidated (floating −3 999.00 − 1.00 = −4 000.00)
    expect(liquidated(book, Float64Array.from([2000, 2333]))).toEqual(['bob'])
    expect(liquidated(book, Float64Array.from([2000, 2332]))).toEqual([])
  })

  it('stays exact past 2^53 by switching the account to BigInt', () => {
    // N = 2^36 + 1 shares long A and short B, both opened at 1 310.73 (2^17 + 1 paisa); B then moves up 1 paisa.
    // Floating = −N × 0.01 = −687 194 767.37. N × 131 073 passes 2^53, where float sums would say 0 instead of 1.
    const n = 2 ** 36 + 1
    const hedge = (available: string) =>
      riskBookOf(
        [
          {
            id: 'whale',
            balances: { available: M.of(available), frozen: M.zero },
            positions: [long('A', '1310.73', n), short('B', '1310.73', n)],
          },
        ],
        { stopPercent: R.of(1), remindRatio: R.of(1) },
      )
    const tick = Float64Array.from([131_073, 131_074])
    // line 687 194 767.38 > 687 194 767.37 of loss: safe by one paisa
    expect(liquidated(hedge('687194767.38'), tick)).toEqual([])
    // line 687 194 767.37 = the loss: liquidated
    expect(liquidated(hedge('687194767.37'), tick)).toEqual(['whale'])
  })

  it('refuses prices off the paisa grid and open prices off it', () => {
    expect(() => pricesOf(book, () => P.of('1.005'))).toThrow(RangeError)
    expect(() =>
      createRiskBook(rule).put('eve', { available: M.of(1), frozen: M.zero }, exposureOf([long('A', '1.005', 1)])),
    ).toThrow(RangeError)
  })

  it('judges a row with its own lines by assets against them, kept by a new rule, with or without positions', () => {
    // A sub-account: cash 58 922.00, margins 1 000.00, long A 1 000 from 10.00; unwind 58 200.00, warning 59 000.00.
    // unwind threshold (59 922 − 58 200) × 100 − 1 000 × 1 000 = −827 800; warning 92 200 − 1 000 000 = −907 800
    const sub = createRiskBook(rule)
    const lines = { line: M.of('58200'), warningLine: M.of('59000') }
    sub.put('sa1', { available: M.of('58922'), frozen: M.of('1000') }, exposureOf([long('A', '10', 1000)]), lines)
    expect(sub.row('sa1')).toEqual({ lineThreshold: -827_800, warnThreshold: -907_800, nets: { A: 1000 } })
    // 8.27: assets 58 192.00 ≤ 58 200.00 → unwind; 8.28: 58 202.00 → warning only; 9.07: 58 992.00 → warning
    expect(riskSweep(sub, Float64Array.from([827]))).toEqual({ liquidate: ['sa1'], warn: [] })
    expect(riskSweep(sub, Float64Array.from([828]))).toEqual({ liquidate: [], warn: ['sa1'] })
    expect(riskSweep(sub, Float64Array.from([907]))).toEqual({ liquidate: [], warn: ['sa1'] })
    // 9.08: 59 002.00 above both lines
    expect(riskSweep(sub, Float64Array.from([908]))).toEqual({ liquidate: [], warn: [] })
    sub.setRule({ stopPercent: R.of('0.1'), remindRatio: R.of('0.1') })
    expect(sub.row('sa1')?.lineThreshold).toBe(-827_800)
    // No position: cash 58 100.00 alone is under the unwind line (threshold −10 000), and the row stays in the book.
    sub.put('sa2', { available: M.of('58100'), frozen: M.zero }, exposureOf([]), lines)
    expect(sub.row('sa2')).toEqual({ lineThreshold: -10_000, warnThreshold: -90_000, nets: {} })
    expect(riskSweep(sub, Float64Array.from([908]))).toEqual({ liquidate: ['sa2'], warn: [] })
  })
})
