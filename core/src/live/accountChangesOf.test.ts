import { expect, it } from 'vitest'
import { emptyAccount } from '../engine/AccountState.js'
import type { Command } from '../engine/Command.js'
import { decide } from '../engine/decide.js'
import type { Event } from '../engine/Event.js'
import { evolve } from '../engine/evolve.js'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { stockRiskRule } from '../risk/assessRisk.js'
import { defaultSettings } from '../settings/Settings.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import { accountChangesOf } from './accountChangesOf.js'

const at = Date.UTC(2026, 10, 23, 2)

/** Decides `commands` in order on a fresh account and answers the account channel's items of each. */
const itemsOf = (commands: readonly Command[]) => {
  let state = emptyAccount('u1')
  return commands.map((command) => {
    const decision = decide(state, command, at)
    if (!decision.ok) throw new Error(decision.error.key)
    const events: Event[] = [...decision.events]
    for (const event of events) state = evolve(state, event)
    return events.flatMap(accountChangesOf)
  })
}

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

it('a deposit, a fill and a take-profit close: the record, then the money that moved and why', () => {
  const [deposit, fill, close] = itemsOf([
    { type: 'creditDeposit', id: 'c1', rechargeId: 'R7', amount: M.of(100_000) },
    open,
    {
      type: 'closeStockPosition',
      id: 'c3',
      positionSn: 'P1',
      reason: 'takeProfit',
      market: { price: P.of('11.00'), limits: undefined, tradingOpen: true },
      schedule: standard,
      stayMaxDays: 0,
    },
  ])
  expect(deposit).toEqual([
    { topic: 'recharge', action: 'credited', ref: 'R7', at },
    { topic: 'balance', action: 'moved', reason: 'deposit', at },
  ])
  expect(fill).toEqual([
    { topic: 'order', action: 'filled', ref: 'P1', at },
    { topic: 'position', action: 'opened', ref: 'P1', at },
    { topic: 'balance', action: 'moved', reason: 'trade', at },
  ])
  expect(close).toEqual([
    { topic: 'position', action: 'closed', ref: 'P1', reason: 'takeProfit', at },
    { topic: 'balance', action: 'moved', reason: 'trade', at },
  ])
})

it('an investor’s own close is "investor"; a liquidation is "liquidation"', () => {
  const [, , own] = itemsOf([
    { type: 'creditDeposit', id: 'c1', rechargeId: 'R7', amount: M.of(100_000) },
    open,
    {
      type: 'closeStockPosition',
      id: 'c3',
      positionSn: 'P1',
      reason: 'owner',
      market: { price: P.of('10.60'), limits: undefined, tradingOpen: true },
      schedule: standard,
      stayMaxDays: 0,
    },
  ])
  expect(own?.[0]).toEqual({ topic: 'position', action: 'closed', ref: 'P1', reason: 'investor', at })
  const [, , liquidated] = itemsOf([
    { type: 'creditDeposit', id: 'c1', rechargeId: 'R7', amount: M.of(5_000) },
    open,
    {
      type: 'liquidateStockAccount',
      id: 'c4',
      prices: { '600001': P.of('5.00') },
      rule: stockRiskRule(defaultSettings),
      schedule: standard,
    },
  ])
  expect(liquidated?.[0]).toEqual({ topic: 'position', action: 'closed', ref: 'P1', reason: 'liquidation', at })
})
