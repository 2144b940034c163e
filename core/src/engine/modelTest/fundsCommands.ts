import { fc } from '@fast-check/vitest'
import { expect } from 'vitest'
import * as M from '../../money/Money.js'
import type { AccountKind } from '../Balances.js'
import type { Command } from '../Command.js'
import { decide } from '../decide.js'
import type { RequestWithdrawal } from '../withdrawal.js'
import { checkInvariants, execute, freshId, type Model, type Real, roundHalfUp, rupees } from './harness.js'

class Deposit implements fc.Command<Model, Real> {
  constructor(readonly amount: bigint) {}
  check = () => true
  run(model: Model, real: Real) {
    const id = freshId()
    const command: Command = { type: 'creditDeposit', id, rechargeId: `r${id}`, amount: rupees(this.amount) }
    execute(model, real, command, this.amount > 0n, () => {
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

const withdrawalSettings: RequestWithdrawal['settings'] = {
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
    const fee = 300n + roundHalfUp(this.amount * 8n, 1000n)
    const accepted =
      this.kycApproved && this.amount >= 100_000n && available > 0n && this.amount <= available && this.amount > fee
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
      model.available.stock -= this.amount
      model.withdrawn += this.amount - fee
      model.charges += fee
      model.withdrawals.push({ id: `w${id}`, amount: this.amount, fee, open: true })
    })
  }
  toString = () => `Withdraw(${this.amount}, kyc=${this.kycApproved})`
}

class SettleWithdrawal implements fc.Command<Model, Real> {
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
  toString = () => `SettleWithdrawal(${this.pick}, ${this.how})`
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

/** Sends an earlier command id again with another body: must add no events and change nothing. */
class Retry implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.commandIds.length > 0
  run(model: Model, real: Real) {
    const id = model.commandIds[this.pick % model.commandIds.length] ?? ''
    const decision = decide(real.state, { type: 'creditDeposit', id, rechargeId: 'again', amount: M.of(1) }, 0)
    expect(decision).toEqual({ ok: true, events: [] })
    checkInvariants(model, real)
  }
  toString = () => `Retry(${this.pick})`
}

/** Mostly sensible amounts, sometimes zero or negative, so refusals are exercised too. */
const paiseAmount = fc.oneof(
  { arbitrary: fc.bigInt({ min: 1n, max: 100_000_000n }), weight: 8 },
  { arbitrary: fc.bigInt({ min: -5_000_000n, max: 0n }), weight: 1 },
)

export const fundsCommands = [
  paiseAmount.map((amount) => new Deposit(amount)),
  fc
    .tuple(
      fc.constantFrom<AccountKind>('stock', 'index', 'futures'),
      paiseAmount,
      fc.constantFrom('', ' ', 'correction #12'),
    )
    .map(([account, amount, reason]) => new Adjust(account, amount, reason)),
  fc.nat().map((n) => new Retry(n)),
  fc.tuple(fc.bigInt({ min: 0n, max: 50_000_000n }), fc.boolean()).map(([a, k]) => new Withdraw(a, k)),
  fc
    .tuple(fc.nat(), fc.constantFrom<SettleWithdrawal['how']>('payWithdrawal', 'rejectWithdrawal', 'cancelWithdrawal'))
    .map(([n, how]) => new SettleWithdrawal(n, how)),
  fc
    .tuple(fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4), paiseAmount, fc.boolean())
    .map(([t, a, shown]) => new Transfer(t, a, shown)),
]
