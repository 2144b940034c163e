import { fc } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import type { AccountState } from './AccountState.js'
import { emptyAccount } from './AccountState.js'
import { type AccountKind, balanceNames, totalOf } from './Balances.js'
import type { Command } from './Command.js'
import { decide } from './decide.js'
import type { Event } from './Event.js'
import { evolve } from './evolve.js'
import { journalTypes } from './JournalEntry.js'
import { replay } from './replay.js'

/**
 * The deliberately simple model: balances in whole paise (bigint) and running totals by category.
 * It knows nothing of decimals, ledgers or events.
 */
interface Model {
  available: Record<AccountKind, bigint>
  deposits: bigint
  adjustments: bigint
  commandIds: string[]
}

interface Real {
  state: AccountState
  events: Event[]
}

const userId = 'u1'
const paise = (amount: M.Money): bigint => BigInt(amount.times(100).toFixed(0))
const rupees = (p: bigint): M.Money => M.of(p.toString()).dividedBy(100) as M.Money

let nextId = 0
const freshId = () => `c${++nextId}`

/** Runs a command through decide/evolve, then checks every money invariant against the model. */
const execute = (model: Model, real: Real, command: Command, expectAccepted: boolean, updateModel: () => void) => {
  const decision = decide(real.state, command, 1_700_000_000_000)
  expect(decision.ok).toBe(expectAccepted)
  if (decision.ok) {
    updateModel()
    for (const event of decision.events) {
      real.state = evolve(real.state, event)
      real.events.push(event)
    }
    model.commandIds.push(command.id)
  }
  checkInvariants(model, real)

  const retry = decide(real.state, command, 1_700_000_000_001)
  if (decision.ok) expect(retry).toEqual({ ok: true, events: [] })
}

const checkInvariants = (model: Model, real: Real) => {
  const { balances } = real.state
  for (const kind of ['stock', 'index', 'futures'] as const) {
    expect(paise(balances[`${kind}.available`])).toBe(model.available[kind])
  }
  const byCategory = { deposit: 0n, withdrawal: 0n, charge: 0n, pnl: 0n, adjustment: 0n, internal: 0n }
  for (const event of real.events)
    for (const entry of event.journal) byCategory[journalTypes[entry.type]] += paise(entry.amount)
  expect(byCategory.deposit).toBe(model.deposits)
  expect(byCategory.adjustment).toBe(model.adjustments)
  expect(byCategory.internal).toBe(0n)
  const journalTotal = Object.values(byCategory).reduce((a, b) => a + b, 0n)
  expect(paise(totalOf(balances))).toBe(journalTotal)
  expect(balanceNames.every((name) => balances[name].decimalPlaces() <= 2)).toBe(true)
  expect(replay(userId, real.events)).toEqual(real.state)
}

class Deposit implements fc.Command<Model, Real> {
  constructor(readonly amount: bigint) {}
  check = () => true
  run(model: Model, real: Real) {
    const accepted = this.amount > 0n
    const command: Command = {
      type: 'creditDeposit',
      id: freshId(),
      rechargeId: `r${nextId}`,
      amount: rupees(this.amount),
    }
    execute(model, real, command, accepted, () => {
      model.available.stock += this.amount
      model.deposits += this.amount
    })
  }
  toString = () => `Deposit(${this.amount})`
}

class Adjust implements fc.Command<Model, Real> {
  constructor(
    readonly account: AccountKind,
    readonly amount: bigint,
    readonly reason: string,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const accepted =
      this.reason.trim() !== '' && this.amount !== 0n && model.available[this.account] + this.amount >= 0n
    const command: Command = {
      type: 'adjustBalance',
      id: freshId(),
      account: this.account,
      amount: rupees(this.amount),
      reason: this.reason,
      staffId: 'staff1',
      kind: 'adjustment',
    }
    execute(model, real, command, accepted, () => {
      model.available[this.account] += this.amount
      model.adjustments += this.amount
    })
  }
  toString = () => `Adjust(${this.account}, ${this.amount}, ${JSON.stringify(this.reason)})`
}

/** Replays an earlier command id: must add no events and change nothing. */
class Retry implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.commandIds.length > 0
  run(model: Model, real: Real) {
    const id = model.commandIds[this.pick % model.commandIds.length] ?? ''
    const before = real.state
    const decision = decide(before, { type: 'creditDeposit', id, rechargeId: 'again', amount: M.of(1) }, 0)
    expect(decision).toEqual({ ok: true, events: [] })
    checkInvariants(model, real)
  }
  toString = () => `Retry(${this.pick})`
}

const paiseAmount = fc.bigInt({ min: -5_000_000n, max: 100_000_000n })
const accountKind = fc.constantFrom<AccountKind>('stock', 'index', 'futures')

const commands = [
  paiseAmount.map((amount) => new Deposit(amount)),
  fc
    .tuple(accountKind, paiseAmount, fc.constantFrom('', '  ', 'fee refund', 'correction #12'))
    .map(([a, n, r]) => new Adjust(a, n, r)),
  fc.nat().map((n) => new Retry(n)),
]

describe('engine against a simple model', () => {
  it('keeps every money law after every step', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 100 }), (cmds) => {
        const model: Model = {
          available: { stock: 0n, index: 0n, futures: 0n },
          deposits: 0n,
          adjustments: 0n,
          commandIds: [],
        }
        fc.modelRun(() => ({ model, real: { state: emptyAccount(userId), events: [] } }), cmds)
      }),
      { numRuns: 1000 },
    )
  })
})
