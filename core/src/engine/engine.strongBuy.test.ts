import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { defaultSpreadRules } from '../spread/spreadRule.js'
import { emptyAccount } from './AccountState.js'
import type { LeverOneContext } from './blockTrade.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { expectExposureFollows } from './modelTest/exposureFollows.js'
import { replay, replayJournal } from './replay.js'
import type { ApplyStrongBuy } from './strongBuy.js'

const t0 = Date.UTC(2026, 10, 23, 2)
const context: LeverOneContext = {
  realNameStatus: 2,
  tradingOpen: true,
  suspended: false,
  schedule: standard,
  spreadRules: defaultSpreadRules,
}
const deposit: Command = { type: 'creditDeposit', id: 'c1', rechargeId: 'r1', amount: M.of(100_000) }
const apply = (over: Partial<ApplyStrongBuy> = {}): ApplyStrongBuy => ({
  type: 'applyStrongBuy',
  id: 'c2',
  applicationId: 'Q1',
  code: '600001',
  stockName: 'Sim Steel',
  market: 'sh',
  shares: S.of(500),
  price: P.of('11.00'),
  limitUp: P.of('11.00'),
  context,
  ...over,
})
const settle = (filled: number, id = 'c3'): Command => ({
  type: 'settleStrongBuy',
  id,
  applicationId: 'Q1',
  filled: S.of(filled),
  positionSn: 'SB1',
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
const text = (state: ReturnType<typeof run>['state']) => [
  M.toText(state.balances['stock.available']),
  M.toText(state.balances['stock.frozen']),
]

describe('strong-buy: reserve at limit-up, fill by lot at session end, refund the rest', () => {
  it('reserves the lever-1 cost of all shares, charges included', () => {
    // 500 × 11.00 = 5 500.00; fee 1.65, duty 5.50, spread 2.75 → 5 509.90 reserved.
    const { state } = run([deposit, apply()])
    expect(text(state)).toEqual(['94490.10', '5509.90'])
    expect(state.strongBuys?.Q1?.status).toBe(0)
  })

  it('a partial fill opens a lever-1 long at limit-up and refunds the rest', () => {
    const { state, events } = run([deposit, apply(), settle(100)])
    // 100 × 11.00 = 1 100.00 margin; charges 0.33 + 1.10 + 0.55 = 1.98; 100 000 − 1 101.98 = 98 898.02.
    expect(text(state)).toEqual(['98898.02', '1100.00'])
    expect(state.strongBuys?.Q1).toMatchObject({ status: 1, positionSn: 'SB1' })
    expect(state.positions.SB1).toMatchObject({ stockCode: '600001', lever: 1, direction: 'long' })
    expect(state.positions.SB1?.shares.toString()).toBe('100')
    expect(replay('u1', events)).toEqual(state)
    expect(replayJournal(events.flatMap((e) => e.journal))).toEqual(state.balances)
    expectExposureFollows(events, state)
  })

  it('nothing filled: everything is refunded, no position', () => {
    const { state, events } = run([deposit, apply(), settle(0)])
    expect(text(state)).toEqual(['100000.00', '0.00'])
    expect(state.strongBuys?.Q1?.status).toBe(2)
    expect(Object.keys(state.positions)).toEqual([])
    expect(replay('u1', events)).toEqual(state)
  })

  it('refuses bad applications and inconsistent or repeated fills', () => {
    expect(run([deposit, apply({ price: P.of('10.99') })]).refused).toBe('strongBuyNotAtLimitUp')
    expect(run([deposit, apply({ limitUp: undefined })]).refused).toBe('strongBuyNotAtLimitUp')
    expect(run([deposit, apply({ shares: S.of(150) })]).refused).toBe('strongBuyQuantityInvalid')
    expect(run([deposit, apply({ context: { ...context, realNameStatus: 0 } })]).refused).toBe('orderRealNameRequired')
    expect(run([apply()]).refused).toBe('ipoInsufficientFunds')
    expect(run([deposit, apply(), apply({ id: 'c9' })]).refused).toBe('engineDuplicateRecord')
    expect(run([deposit, settle(100)]).refused).toBe('engineUnknownRecord')
    expect(run([deposit, apply(), settle(600)]).refused).toBe('engineStrongBuyFillInconsistent')
    expect(run([deposit, apply(), settle(150)]).refused).toBe('engineStrongBuyFillInconsistent')
    expect(run([deposit, apply(), settle(100), settle(100, 'c4')]).refused).toBe('enginePendingNotWaiting')
  })
})
