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
import type { RequestWithdrawal } from './withdrawal.js'

/**
 * The deliberately simple model: balances in whole paise (bigint) and running totals by category.
 * It knows nothing of decimals, ledgers or events.
 */
interface Model {
  available: Record<AccountKind, bigint>
  deposits: bigint
  adjustments: bigint
  /** Paid out or waiting to be (received part), net of refunds. */
  withdrawn: bigint
  charges: bigint
  withdrawals: { id: string; amount: bigint; fee: bigint; open: boolean }[]
  commandIds: string[]
}

const emptyModel = (): Model => ({
  available: { stock: 0n, index: 0n, futures: 0n },
  deposits: 0n,
  adjustments: 0n,
  withdrawn: 0n,
  charges: 0n,
  withdrawals: [],
  commandIds: [],
})

/** round-half-up(3 + amount × 0.008) in paise, by integer arithmetic: (2n + d) div 2d rounds n/d half-up. */
const modelWithdrawalFee = (amount: bigint): bigint => 300n + (2n * amount * 8n + 1000n) / 2000n

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
  expect(byCategory.withdrawal).toBe(-model.withdrawn)
  expect(byCategory.charge).toBe(-model.charges)
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

const withdrawalSettings = {
  withMinAmt: M.of(1000),
  withFeeSingle: M.of(3),
  withFeePercent: M.of('0.008'),
  withTimeBegin: '09:15',
  withTimeEnd: '15:00',
} as unknown as RequestWithdrawal['settings']

class Withdraw implements fc.Command<Model, Real> {
  constructor(
    readonly amount: bigint,
    readonly kycApproved: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const available = model.available.stock
    const accepted = this.kycApproved && this.amount >= 100_000n && available > 0n && this.amount <= available
    const id = freshId()
    const command: Command = {
      type: 'requestWithdrawal',
      id,
      withdrawalId: `w${id}`,
      request: {
        amount: rupees(this.amount),
        realNameApproved: this.kycApproved,
        bankCardBound: true,
        fundingPasswordOk: true,
        localTime: '03:00',
        tradingDay: false,
        calendarMode: 'demo',
      },
      settings: withdrawalSettings,
    }
    execute(model, real, command, accepted, () => {
      const fee = modelWithdrawalFee(this.amount)
      model.available.stock -= this.amount
      model.withdrawn += this.amount - fee
      model.charges += fee
      model.withdrawals.push({ id: `w${id}`, amount: this.amount, fee, open: true })
    })
  }
  toString = () => `Withdraw(${this.amount}, kyc=${this.kycApproved})`
}

class Settle implements fc.Command<Model, Real> {
  constructor(
    readonly pick: number,
    readonly how: 'payWithdrawal' | 'rejectWithdrawal' | 'cancelWithdrawal',
  ) {}
  check = (model: Readonly<Model>) => model.withdrawals.length > 0
  run(model: Model, real: Real) {
    const target = model.withdrawals[this.pick % model.withdrawals.length]
    if (!target) return
    const command: Command = { type: this.how, id: freshId(), withdrawalId: target.id, reason: 'bank account closed' }
    execute(model, real, command, target.open, () => {
      target.open = false
      if (this.how === 'payWithdrawal') return
      model.available.stock += target.amount
      model.withdrawn -= target.amount - target.fee
      model.charges -= target.fee
    })
  }
  toString = () => `Settle(${this.pick}, ${this.how})`
}

const routes = {
  1: ['stock', 'index'],
  2: ['index', 'stock'],
  3: ['stock', 'futures'],
  4: ['futures', 'stock'],
} as const

class Transfer implements fc.Command<Model, Real> {
  constructor(
    readonly transferType: 1 | 2 | 3 | 4,
    readonly amount: bigint,
    readonly shown: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    const [from, to] = routes[this.transferType]
    const source = model.available[from]
    const accepted = this.shown && this.amount > 0n && source > 0n && this.amount <= source
    const command: Command = {
      type: 'transferFunds',
      id: freshId(),
      transferType: this.transferType,
      amount: rupees(this.amount),
      settings: { indexDisplay: this.shown, futuresDisplay: this.shown },
    }
    execute(model, real, command, accepted, () => {
      model.available[from] -= this.amount
      model.available[to] += this.amount
    })
  }
  toString = () => `Transfer(${this.transferType}, ${this.amount}, shown=${this.shown})`
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
  fc.tuple(fc.bigInt({ min: 0n, max: 50_000_000n }), fc.boolean()).map(([a, k]) => new Withdraw(a, k)),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('payWithdrawal', 'rejectWithdrawal', 'cancelWithdrawal') as fc.Arbitrary<Settle['how']>,
    )
    .map(([n, how]) => new Settle(n, how)),
  fc
    .tuple(fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4), paiseAmount, fc.boolean())
    .map(([t, a, shown]) => new Transfer(t, a, shown)),
]

describe('engine against a simple model', () => {
  it('keeps every money law after every step', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 100 }), (cmds) => {
        const model = emptyModel()
        fc.modelRun(() => ({ model, real: { state: emptyAccount(userId), events: [] } }), cmds)
      }),
      { numRuns: 1000 },
    )
  })
})
