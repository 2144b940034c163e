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
import { evolve } from './evolve.js'
import { noTriggers, type PriceTriggers, priceTriggersAfter, priceTriggersOf } from './priceTriggers.js'

const at = Date.UTC(2026, 10, 23, 2)
const context = {
  signedIn: true,
  realNameStatus: 2,
  tradingOpen: true,
  stock: { code: '600001', suspended: false, price: P.of('10.55'), limits: undefined },
  settings: defaultSettings,
  schedule: standard,
  spreadRules: defaultSpreadRules,
} as const

/** Triggers as comparable text: key → code, rise, fall, expiry. */
const text = (triggers: PriceTriggers) =>
  Object.fromEntries(
    [...triggers].map(([key, t]) => [key, [t.code, t.rise?.toFixed(2), t.fall?.toFixed(2), t.expiresAt]]),
  )

it('carries take-profit / stop-loss and pending-order triggers command by command, as the state has them', () => {
  let state = emptyAccount('u1')
  let carried = noTriggers
  const apply = (command: Command) => {
    const decision = decide(state, command, at)
    if (!decision.ok) throw new Error(decision.error.key)
    for (const event of decision.events) state = evolve(state, event)
    carried = decision.events.reduce((triggers, event) => priceTriggersAfter(triggers, event, state), carried)
    expect(text(carried)).toEqual(text(priceTriggersOf(state)))
    return text(carried)
  }
  apply({ type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) })
  const request = { direction: 'long', shares: S.of(1000), lever: 10 } as const
  // A long with TP 11.00 and SL 10.00: rises to 11.00, falls to 10.00.
  expect(
    apply({
      type: 'openStockPosition',
      id: 'c2',
      positionSn: 'P1',
      stockName: 'Sim Bank',
      market: 'sh',
      request: { ...request, profitTarget: P.of('11.00'), stopLoss: P.of('10.00') },
      context,
    }),
  ).toEqual({ 't:P1': ['600001', '11.00', '10.00', undefined] })
  // A short with no targets adds none; setting its stop-loss at 11.50 makes a rise.
  apply({
    type: 'openStockPosition',
    id: 'c3',
    positionSn: 'P2',
    stockName: 'Sim Bank',
    market: 'sh',
    request: { ...request, direction: 'short' },
    context,
  })
  expect(
    apply({
      type: 'changeTargets',
      id: 'c4',
      positionSn: 'P2',
      targets: { stopLoss: P.of('11.50') },
      price: P.of('10.55'),
    }),
  ).toEqual({ 't:P1': ['600001', '11.00', '10.00', undefined], 't:P2': ['600001', '11.50', undefined, undefined] })
  // Clearing P1's targets removes its trigger.
  apply({ type: 'changeTargets', id: 'c5', positionSn: 'P1', targets: {}, price: P.of('10.55') })
  // An order placed above its target (10.55 → 10.20) falls to it and expires.
  const expiresAt = at + 86_400_000
  expect(
    apply({
      type: 'placePendingOrder',
      id: 'c6',
      orderId: '7',
      stockName: 'Sim Bank',
      market: 'sh',
      request,
      targetPrice: P.of('10.20'),
      currentPrice: P.of('10.55'),
      expiresAt,
      context,
    }),
  ).toEqual({ 't:P2': ['600001', '11.50', undefined, undefined], 'o:7': ['600001', undefined, '10.20', expiresAt] })
  // Cancelled: gone. Closing P2: nothing left.
  apply({ type: 'cancelPendingOrder', id: 'c7', orderId: '7' })
  expect(
    apply({
      type: 'closeStockPosition',
      id: 'c8',
      positionSn: 'P2',
      reason: 'owner',
      market: { price: P.of('10.55'), limits: undefined, tradingOpen: true },
      schedule: standard,
      stayMaxDays: 0,
    }),
  ).toEqual({})
})
