import { expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import { emptyAccount } from './AccountState.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { replayJournal } from './replay.js'

const at = Date.UTC(2026, 10, 23, 2)

it('long 1 000 shares at 10.55, 10×, TP 11.00: closes only when the target is reached, and the journal adds up', () => {
  let state = emptyAccount('u1')
  const events: Event[] = []
  const apply = (command: Command) => {
    const decision = decide(state, command, at)
    if (!decision.ok) return decision.error.key
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push(event)
    }
    return 'ok'
  }
  const closeAt = (price: string, id: string): Command => ({
    type: 'closeStockPosition',
    id,
    positionSn: 'P1',
    reason: 'takeProfit',
    market: { price: P.of(price), limits: undefined, tradingOpen: true },
    schedule: standard,
    stayMaxDays: 0,
  })

  expect(apply({ type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) })).toBe('ok')
  const open: Command = {
    type: 'openStockPosition',
    id: 'c2',
    positionSn: 'P1',
    stockName: 'Sim Bank',
    market: 'sh',
    request: { direction: 'long', shares: S.of(1000), lever: 10, profitTarget: P.of('11.00'), stopLoss: P.of('10.00') },
    context: {
      signedIn: true,
      realNameStatus: 2,
      tradingOpen: true,
      stock: { code: '600001', suspended: false, price: P.of('10.55'), limits: undefined },
      settings: defaultSettings,
      schedule: standard,
      spreadRules: defaultSpreadRules,
    },
  }
  expect(apply(open)).toBe('ok')
  // notional 10 550.00; margin 1 055.00; buy fee 3.17 + stamp duty 10.55 + spread 5.28 = 19.00; deposit 1 074.00.
  expect(M.toText(state.balances['stock.available'])).toBe('98926.00')
  expect(M.toText(state.balances['stock.frozen'])).toBe('1055.00')

  expect(apply(closeAt('10.80', 'c3'))).toBe('engineCloseReasonNotMet')
  expect(apply(closeAt('11.00', 'c4'))).toBe('ok')
  // P&L 0.45 × 1 000 = 450.00; sell fee 11 000 × 0.0003 = 3.30; released 1 055.00 + 446.70 = 1 501.70.
  expect(M.toText(state.balances['stock.available'])).toBe('100427.70')
  expect(M.toText(state.balances['stock.frozen'])).toBe('0.00')
  const closed = events.at(-1)
  expect(closed?.type === 'stockPositionClosed' && M.toText(closed.settlement.allProfitAndLose)).toBe('427.70')
  expect(closed?.journal.map((e) => [e.type, M.toText(e.amount)])).toEqual([
    ['marginReleased', '-1055.00'],
    ['marginReleased', '1055.00'],
    ['profitAndLoss', '450.00'],
    ['sellFee', '-3.30'],
  ])
  const rebuilt = replayJournal(events.flatMap((e) => e.journal))
  expect(rebuilt).toEqual(state.balances)
})
