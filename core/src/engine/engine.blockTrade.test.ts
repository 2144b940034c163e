import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import type { BlockTradeProduct } from '../ipo/BlockTrade.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import { emptyAccount } from './AccountState.js'
import type { BuyBlockTrade, LeverOneContext } from './blockTrade.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { expectExposureFollows } from './modelTest/exposureFollows.js'
import { replay, replayJournal } from './replay.js'

const t0 = Date.UTC(2026, 10, 23, 2)
const product: BlockTradeProduct = {
  code: '600519',
  name: 'Demo Block',
  market: 'sh',
  discount: R.of('0.08'),
  minQuantity: S.of(1_000),
}
const context: LeverOneContext = {
  realNameStatus: 2,
  tradingOpen: true,
  suspended: false,
  schedule: standard,
  spreadRules: defaultSpreadRules,
}
const deposit: Command = { type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) }
const buy = (over: Partial<BuyBlockTrade> = {}): BuyBlockTrade => ({
  type: 'buyBlockTrade',
  id: 'c2',
  positionSn: 'DZ1',
  product,
  shares: S.of(1_000),
  marketPrice: P.of('25.37'),
  context,
  ...over,
})

const run = (commands: readonly Command[]) => {
  let state = emptyAccount('u1')
  const events: Event[] = []
  for (const command of commands) {
    const decision = decide(state, command, t0)
    if (!decision.ok) return { state, events, refused: decision.error.key }
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push(event)
    }
  }
  return { state, events, refused: undefined }
}

describe('block trade: a lever-1 long at the discounted price with ordinary charges', () => {
  it('opens the position and journals it like a market order', () => {
    const { state, events } = run([deposit, buy()])
    // 25.37 × 0.92 = 23.3404 → 23.34; margin 1 000 × 23.34 = 23 340.00;
    // buy fee 7.002 → 7.00, stamp duty 23.34, spread (price ≥ 5: 0.0005) 11.67 → charges 42.01.
    expect(M.toText(state.balances['stock.available'])).toBe('76617.99')
    expect(M.toText(state.balances['stock.frozen'])).toBe('23340.00')
    expect(state.positions.DZ1).toMatchObject({ stockCode: '600519', direction: 'long', lever: 1 })
    expect(state.positions.DZ1?.openPrice.toFixed(2)).toBe('23.34')
    expect(M.toText(state.positions.DZ1?.openingCharges.total ?? M.zero)).toBe('42.01')
    const journal = events.flatMap((e) => e.journal).slice(1)
    expect(journal.map((j) => [j.type, j.balance, M.toText(j.amount)])).toEqual([
      ['marginFrozen', 'stock.available', '-23340.00'],
      ['marginFrozen', 'stock.frozen', '23340.00'],
      ['buyFee', 'stock.available', '-7.00'],
      ['stampDuty', 'stock.available', '-23.34'],
      ['spread', 'stock.available', '-11.67'],
    ])
    expect(replay('u1', events)).toEqual(state)
    expect(replayJournal(events.flatMap((e) => e.journal))).toEqual(state.balances)
    expectExposureFollows(events, state)
  })

  it('refuses, first failure wins, and writes nothing', () => {
    expect(run([deposit, buy({ context: { ...context, realNameStatus: 1 } })]).refused).toBe('orderRealNameRequired')
    expect(run([deposit, buy({ context: { ...context, tradingOpen: false } })]).refused).toBe(
      'orderOutsideTradingHours',
    )
    expect(run([deposit, buy({ context: { ...context, suspended: true } })]).refused).toBe('orderStockSuspended')
    expect(run([deposit, buy({ shares: S.of(1_050) })]).refused).toBe('blockTradeQuantityInvalid')
    expect(run([deposit, buy({ shares: S.of(900) })]).refused).toBe('blockTradeBelowMin')
    expect(run([deposit, buy({ marketPrice: undefined })]).refused).toBe('blockTradePriceUnknown')
    expect(run([buy()]).refused).toBe('ipoInsufficientFunds')
    expect(run([deposit, buy(), buy({ id: 'c3' })]).refused).toBe('engineDuplicateRecord')
  })

  it('a repeated command adds nothing', () => {
    const { state, events } = run([deposit, buy(), buy()])
    expect(events).toHaveLength(2)
    expect(M.toText(state.balances['stock.available'])).toBe('76617.99')
  })
})
