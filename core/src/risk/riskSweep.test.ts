import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { createRiskBook, pricesInPaisa, type RiskAccount } from './riskBook.js'
import { riskSweep } from './riskSweep.js'

const pct = R.of('0.8')
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
  const book = createRiskBook(accounts, ['A', 'B'], pct)

  it('lays the book out in paisa, aggregated per account × symbol', () => {
    expect([...book.threshold]).toEqual([-1_200_000, 699_900, 80_000])
    expect([...book.netQuantity]).toEqual([1000, -300])
    expect([...book.holdingStart]).toEqual([0, 1, 2, 2])
  })

  it('liquidates exactly at the line and not one paisa before', () => {
    // alice at 12.00: −1 200 000 + 1 000 × 1 200 = 0 ≤ 0 → liquidated; at 12.01: +1 000 > 0
    const at = pricesInPaisa(book, (s) => P.of(s === 'A' ? '12' : '10'))
    expect(riskSweep(book, at)).toEqual(['alice'])
    expect(riskSweep(book, Float64Array.from([1201, 1000]))).toEqual([])
    // bob at 23.33: 699 900 − 300 × 2 333 = 0 → liquidated (floating −3 999.00 − 1.00 = −4 000.00)
    expect(riskSweep(book, Float64Array.from([2000, 2333]))).toEqual(['bob'])
    expect(riskSweep(book, Float64Array.from([2000, 2332]))).toEqual([])
  })

  it('stays exact past 2^53 by switching the account to BigInt', () => {
    // N = 2^36 + 1 shares long A and short B, both opened at 1 310.73 (2^17 + 1 paisa); B then moves up 1 paisa.
    // Floating = −N × 0.01 = −687 194 767.37. N × 131 073 passes 2^53, where float sums would say 0 instead of 1.
    const n = 2 ** 36 + 1
    const hedge = (available: string) =>
      createRiskBook(
        [
          {
            id: 'whale',
            balances: { available: M.of(available), frozen: M.zero },
            positions: [long('A', '1310.73', n), short('B', '1310.73', n)],
          },
        ],
        ['A', 'B'],
        R.of(1),
      )
    const tick = Float64Array.from([131_073, 131_074])
    // line 687 194 767.38 > 687 194 767.37 of loss: safe by one paisa
    expect(riskSweep(hedge('687194767.38'), tick)).toEqual([])
    // line 687 194 767.37 = the loss: liquidated
    expect(riskSweep(hedge('687194767.37'), tick)).toEqual(['whale'])
  })

  it('refuses prices off the paisa grid and unknown symbols', () => {
    expect(() => pricesInPaisa(book, () => P.of('1.005'))).toThrow(RangeError)
    expect(() => createRiskBook(accounts, ['A'], pct)).toThrow(RangeError)
  })
})
