import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { sign } from '../market/Direction.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { assessRisk } from './assessRisk.js'
import { liquidationPrice, paisaTick } from './liquidationPrice.js'
import { accountFloating, type PriceOf, type RiskPosition } from './RiskPosition.js'
import { pricesOf, type RiskAccount, riskBookOf } from './riskBook.js'
import { riskSweep } from './riskSweep.js'

// Few symbols so that accounts often hold both sides of one symbol.
const symbols = ['A', 'B', 'C'] as const
const paisa = (min: number, max: number) => fc.integer({ min, max }).map((n) => M.of(n).dividedBy(100) as M.Money)

const position: fc.Arbitrary<RiskPosition> = fc.record({
  symbol: fc.constantFrom(...symbols),
  direction: fc.constantFrom('long' as const, 'short' as const),
  openPrice: paisa(100, 100_000).map((m) => P.of(m)),
  quantity: fc.integer({ min: 1, max: 50 }).map((hands) => S.of(hands * 100)),
  stayFees: paisa(0, 5_000),
})
const balances = fc.record({ available: paisa(-100_000, 50_000_000), frozen: paisa(0, 50_000_000) })
const percent = fc.constantFrom('0.8', '1', '0.75', '0.333').map((p) => R.of(p))
const prices = fc
  .tuple(paisa(1, 150_000), paisa(1, 150_000), paisa(1, 150_000))
  .map(([a, b, c]) => ({ A: P.of(a), B: P.of(b), C: P.of(c) }) as Record<string, P.Price>)
const priceOfTable =
  (table: Record<string, P.Price>): PriceOf =>
  (symbol) =>
    table[symbol] ?? P.of(0)
const positions = fc.array(position, { maxLength: 6 })

const liquidated = (account: Pick<RiskAccount, 'balances' | 'positions'>, pct: R.Rate, priceOf: PriceOf) =>
  assessRisk(account.balances, accountFloating(account.positions, priceOf), { stopPercent: pct, remindRatio: pct })
    .liquidate

const netOf = (list: readonly RiskPosition[], symbol: string) =>
  list.filter((p) => p.symbol === symbol).reduce((n, p) => n + p.quantity.toNumber() * sign(p.direction), 0)

describe('liquidation decision', () => {
  test.prop([balances, positions, percent, prices, fc.constantFrom(...symbols), paisa(1, 150_000)])(
    'is monotonic in each price: net long liquidated at p is liquidated below p, net short above',
    (bal, list, pct, table, symbol, other) => {
      const account = { balances: bal, positions: list }
      const at = (price: P.Price) => liquidated(account, pct, (s) => (s === symbol ? price : priceOfTable(table)(s)))
      const p = table[symbol] as P.Price
      const q = P.of(other)
      const [low, high] = p.lte(q) ? [p, q] : [q, p]
      const net = netOf(list, symbol)
      if (net > 0 && at(high)) expect(at(low)).toBe(true)
      if (net < 0 && at(low)) expect(at(high)).toBe(true)
      if (net === 0) expect(at(low)).toBe(at(high))
    },
  )

  test.prop([
    balances,
    fc.array(
      position.map((p) => ({ ...p, direction: 'long' as const })),
      { maxLength: 6 },
    ),
    percent,
    prices,
    fc.integer({ min: 1, max: 100 }),
  ])(
    'an all-long account liquidated at some prices is liquidated when every price falls',
    (bal, list, pct, table, fallPercent) => {
      const account = { balances: bal, positions: list }
      const lower = (s: string) => P.of((table[s] as P.Price).times(100 - fallPercent).dividedBy(100))
      if (liquidated(account, pct, priceOfTable(table))) expect(liquidated(account, pct, lower)).toBe(true)
    },
  )
})

describe('liquidation price', () => {
  test.prop([balances, positions, percent, prices, fc.constantFrom(...symbols)])(
    'fed back, floating lies in (−line − |net| × 0.01, −line] and one tick on the safe side is not liquidated',
    (bal, list, pct, table, symbol) => {
      const priceOf = priceOfTable(table)
      const found = liquidationPrice(bal, pct, list, priceOf, symbol)
      const net = netOf(list, symbol)
      if (found === undefined) {
        // None only when nothing can move, or (net long) no positive price reaches the line.
        if (net > 0)
          expect(
            liquidated({ balances: bal, positions: list }, pct, (s) => (s === symbol ? paisaTick : priceOf(s))),
          ).toBe(false)
        else expect(net).toBe(0)
        return
      }
      const with_ = (price: P.Price) => (s: string) => (s === symbol ? price : priceOf(s))
      const risk = assessRisk(bal, accountFloating(list, with_(found)), { stopPercent: pct, remindRatio: pct })
      expect(risk.liquidate).toBe(true)
      const safeSide = P.of(net > 0 ? found.plus(paisaTick) : found.minus(paisaTick))
      if (safeSide.gt(0)) {
        expect(liquidated({ balances: bal, positions: list }, pct, with_(safeSide))).toBe(false)
        expect(risk.floating.gt(risk.line.negated().minus(Math.abs(net) * 0.01))).toBe(true)
      }
      // Long-net below the current price and short-net above, while the line is not reached yet.
      if (!liquidated({ balances: bal, positions: list }, pct, priceOf)) {
        if (net > 0) expect(found.lt(priceOf(symbol))).toBe(true)
        else expect(found.gt(priceOf(symbol))).toBe(true)
      }
    },
  )
})

const account = fc.record({ balances, positions })
const accounts = fc.array(account, { minLength: 1, maxLength: 8 })

describe('fast risk sweep', () => {
  test.prop([
    accounts,
    percent,
    prices,
    fc.option(fc.tuple(fc.nat(), fc.constantFrom(...symbols)), { nil: undefined }),
    fc.constantFrom('0.5', '0.333', '0.8').map((r) => R.of(r)),
  ])('liquidates and warns exactly the accounts the decimal rule does', (list, pct, table, boundary, remind) => {
    const tick = { ...table }
    // Put one symbol on some account's liquidation price, so exact-boundary ticks are tested too.
    if (boundary) {
      const [i, symbol] = boundary
      const chosen = list[i % list.length] as (typeof list)[number]
      const found = liquidationPrice(chosen.balances, pct, chosen.positions, priceOfTable(table), symbol)
      if (found) tick[symbol] = found
    }
    const withIds: RiskAccount[] = list.map((a, i) => ({ id: `u${i}`, ...a }))
    const book = riskBookOf(withIds, { stopPercent: pct, remindRatio: remind })
    const fast = riskSweep(book, pricesOf(book, priceOfTable(tick)))
    const exact = withIds.map((a) => ({
      id: a.id,
      risk: assessRisk(a.balances, accountFloating(a.positions, priceOfTable(tick)), {
        stopPercent: pct,
        remindRatio: remind,
      }),
    }))
    // Accounts holding nothing are not in the book; the rule never liquidates them (floating 0, line ≥ 0 unless
    // available is negative enough — then the book skips them, as the loop looks only at holders).
    const holders = exact.filter((a) => (withIds.find((w) => w.id === a.id)?.positions.length ?? 0) > 0)
    expect(fast.liquidate.sort()).toEqual(
      holders
        .filter((a) => a.risk.liquidate)
        .map((a) => a.id)
        .sort(),
    )
    expect(fast.warn.sort()).toEqual(
      holders
        .filter((a) => !a.risk.liquidate && a.risk.warningReached)
        .map((a) => a.id)
        .sort(),
    )
  })

  test.prop([positions, prices, fc.constantFrom(-1, 0, 1)])(
    'agrees on accounts placed exactly on the line and one paisa either side',
    (list, table, paisaOff) => {
      const priceOf = priceOfTable(table)
      const loss = accountFloating(list, priceOf).negated()
      // available × 0.8 = loss exactly (loss has whole paisa, × 1.25 is exact), then nudge the line by a paisa.
      const available = M.of(loss.times('1.25').plus(M.of(paisaOff).dividedBy(80)))
      const withIds: RiskAccount[] = [{ id: 'edge', balances: { available, frozen: M.zero }, positions: list }]
      const pct = R.of('0.8')
      const book = riskBookOf(withIds, { stopPercent: pct, remindRatio: pct })
      if (list.length === 0) return
      const fast = riskSweep(book, pricesOf(book, priceOf)).liquidate
      expect(fast.length === 1).toBe(liquidated(withIds[0] as RiskAccount, pct, priceOf))
      expect(fast.length === 1).toBe(paisaOff <= 0)
    },
  )
})
