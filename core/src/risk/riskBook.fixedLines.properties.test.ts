import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import type { FinancingAccount } from '../engine/AccountState.js'
import { financingAssetsAt } from '../engine/financing.js'
import type { OpenStockPosition } from '../engine/OpenStockPosition.js'
import { financingTerms } from '../funds/marginFinancing.js'
import { lineBreach } from '../funds/marginFinancingLines.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { exposureOf } from './Exposure.js'
import { createRiskBook } from './riskBook.js'
import { riskSweep } from './riskSweep.js'

const symbols = ['A', 'B', 'C', 'D']
const paisa = (n: number) => M.of(n).dividedBy(100) as M.Money

const splitPosition = fc.record({
  stockCode: fc.constantFrom(...symbols),
  direction: fc.constantFrom('long' as const, 'short' as const),
  openPrice: fc.integer({ min: 100, max: 50_000 }).map((p) => P.of(paisa(p))),
  shares: fc.integer({ min: 1, max: 20 }).map((hands) => S.of(hands * 100)),
})

type SplitPosition = typeof splitPosition extends fc.Arbitrary<infer T> ? T : never

/** A sub-account as the engine holds it: only its cash, margins and open positions matter to the lines. */
const subaccountOf = (available: M.Money, frozen: M.Money, held: readonly SplitPosition[]): FinancingAccount => {
  const positions: Record<string, OpenStockPosition> = {}
  held.forEach((p, i) => {
    positions[`F${i}`] = {
      ...p,
      positionSn: `F${i}`,
      stockName: p.stockCode,
      market: 'sh',
      lever: 10,
      margin: M.zero,
      spreadRate: R.of(0),
      openingCharges: { buyFee: M.zero, stampDuty: M.zero, spread: M.zero, total: M.zero },
      stayFees: M.zero,
      stayDays: 0,
      targets: {},
      openedAt: 0,
    }
  })
  return {
    id: '1',
    product: {
      typeId: 1,
      name: 'daily',
      days: 5,
      manageRate: R.of('0.0012'),
      levers: [5],
      minMargin: M.of(1000),
      maxMargin: M.of(1_000_000),
    },
    terms: financingTerms(M.of(10_000), 5),
    status: 1,
    appliedAt: 0,
    available,
    frozen,
    feeDays: 1,
    manageFee: M.zero,
    closedProfitAndLose: M.zero,
    positions,
  }
}

/** A line near the assets (one paisa either side, or on them) or anywhere. */
const lineNear = fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -2_000_000, max: 2_000_000 }))

test.prop([
  fc.integer({ min: -1_000_000, max: 10_000_000 }),
  fc.integer({ min: 0, max: 5_000_000 }),
  fc.array(splitPosition, { maxLength: 6 }),
  fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: symbols.length, maxLength: symbols.length }),
  lineNear,
  lineNear,
])(
  "a sub-account's row with its own lines decides what lineBreach(financingAssetsAt) decides, on and off the lines",
  (available, frozen, held, prices, unwindOffset, warningOffset) => {
    const record = subaccountOf(paisa(available), paisa(frozen), held)
    const quotes = Object.fromEntries(symbols.map((s, i) => [s, P.of(paisa(prices[i] as number))]))
    const assets = financingAssetsAt(record, quotes) as M.Money
    const terms = { unwindLine: M.add(assets, paisa(unwindOffset)), warningLine: M.add(assets, paisa(warningOffset)) }
    const book = createRiskBook({ stopPercent: R.of('0.8'), remindRatio: R.of('0.5') })
    const risk = Object.values(record.positions).map((p) => ({
      symbol: p.stockCode,
      direction: p.direction,
      openPrice: p.openPrice,
      quantity: p.shares,
      stayFees: M.zero,
    }))
    book.put('sub', record, exposureOf(risk), { line: terms.unwindLine, warningLine: terms.warningLine })
    const swept = riskSweep(
      book,
      Float64Array.from(book.symbols, (s) => prices[symbols.indexOf(s)] as number),
    )
    const decided = swept.liquidate.includes('sub') ? 'unwind' : swept.warn.includes('sub') ? 'warning' : undefined
    expect(decided).toBe(lineBreach(terms, assets))
  },
)
