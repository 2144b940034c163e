import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { applyForWelfare, approveWelfare } from '../funds/welfareBenefit.js'
import * as M from '../money/Money.js'
import { type AccountState, emptyAccount } from './AccountState.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { journalTypes } from './JournalEntry.js'
import { replay, replayJournal } from './replay.js'

const t0 = Date.UTC(2026, 10, 23, 2)

/** The welfare bonus as the server books it on approval: an `adjustBalance` of kind `bonus`, id `welfare:<user>`. */
const welfareBonus = (amount: M.Money): Command => ({
  type: 'adjustBalance',
  id: 'welfare:u1',
  account: 'stock',
  amount,
  reason: 'Welfare benefit (code WF2025)',
  staffId: 'finance-1',
  kind: 'bonus',
})

const deposit = (cents: number, i: number): Command => ({
  type: 'creditDeposit',
  id: `d${i}`,
  rechargeId: `r${i}`,
  amount: M.of(cents).dividedBy(100) as M.Money,
})

const run = (commands: readonly Command[]) => {
  let state: AccountState = emptyAccount('u1')
  const events: Event[] = []
  for (const command of commands) {
    const decision = decide(state, command, t0)
    if (!decision.ok) throw new Error(`${command.type}: ${decision.error.key}`)
    for (const event of decision.events) {
      state = evolve(state, event)
      events.push(event)
    }
  }
  return { state, events }
}

describe('the welfare bonus in the engine', () => {
  it('credits the approved 10 000.00 to stock available as one journal entry of type bonus', () => {
    const applied = applyForWelfare('WF2025', undefined, t0)
    if (!applied.ok) throw new Error('setup')
    const approved = approveWelfare(applied.value)
    if (!approved.ok) throw new Error('setup')
    const { state, events } = run([welfareBonus(approved.value.availableChange)])
    expect(M.toText(state.balances['stock.available'])).toBe('10000.00')
    expect(events.flatMap((event) => event.journal)).toEqual([
      {
        type: 'bonus',
        balance: 'stock.available',
        amount: M.of('10000.00'),
        balanceAfter: M.of('10000.00'),
        reference: 'welfare:u1',
      },
    ])
    // In the money law a bonus counts with the adjustments: money the investor neither deposited nor earned.
    expect(journalTypes.bonus).toBe('adjustment')
  })
})

test.prop([fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 6 }), fc.nat({ max: 6 })])(
  'a bonus among deposits: the journal alone and the events alone rebuild every balance',
  (depositCents, at) => {
    const commands = depositCents.map(deposit)
    commands.splice(Math.min(at, commands.length), 0, welfareBonus(M.of(10_000)))
    const { state, events } = run(commands)
    expect(replayJournal(events.flatMap((event) => event.journal))).toEqual(state.balances)
    expect(replay('u1', events).balances).toEqual(state.balances)
    const deposited = depositCents.reduce((sum, cents) => sum + cents, 0)
    expect(M.toText(state.balances['stock.available'])).toBe(
      M.toText(M.of(deposited).dividedBy(100).plus(10_000) as M.Money),
    )
  },
)
