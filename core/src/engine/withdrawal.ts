import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Result } from '../errors/Result.js'
import type { FundsStep } from '../funds/FundsStep.js'
import {
  applyWithdrawal,
  cancelWithdrawal,
  payWithdrawal,
  rejectWithdrawal,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalSettings,
} from '../funds/withdrawal.js'
import * as M from '../money/Money.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'

/** The investor asks to withdraw; everything but the balance comes from the server (hours, card, KYC). */
export interface RequestWithdrawal {
  readonly type: 'requestWithdrawal'
  readonly id: string
  readonly withdrawalId: string
  readonly request: Omit<WithdrawalRequest, 'available' | 'now'>
  readonly settings: WithdrawalSettings
}

/** Finance pays, finance rejects (with a reason), or the investor cancels a withdrawal under review. */
export interface SettleWithdrawal {
  readonly type: 'payWithdrawal' | 'rejectWithdrawal' | 'cancelWithdrawal'
  readonly id: string
  readonly withdrawalId: string
  readonly reason?: string
}

export interface WithdrawalRequested extends EventBase<'withdrawalRequested'> {
  readonly withdrawalId: string
  readonly withdrawal: Withdrawal
}

export interface WithdrawalSettled extends EventBase<'withdrawalSettled'> {
  readonly withdrawalId: string
  readonly withdrawal: Withdrawal
}

export const decideRequestWithdrawal = (
  state: AccountState,
  command: RequestWithdrawal,
  now: Instant,
): WithdrawalRequested | DomainError => {
  if (state.withdrawals[command.withdrawalId]) return domainError('engineDuplicateRecord', { id: command.withdrawalId })
  const request = { ...command.request, available: state.balances['stock.available'], now }
  const outcome = applyWithdrawal(request, command.settings)
  if (!outcome.ok) return outcome.error
  const withdrawal = outcome.value.record
  // The amount leaves at once: what the bank receives, and the fee, as two rows of the fund flow.
  const ledger = startLedger(state.balances)
    .move('stock.available', M.neg(withdrawal.received), 'withdrawal', command.withdrawalId)
    .move('stock.available', M.neg(withdrawal.fee), 'withdrawalFee', command.withdrawalId)
  return { ...base(state, command, now, ledger.entries), type: 'withdrawalRequested', withdrawal }
}

const settle = (withdrawal: Withdrawal, command: SettleWithdrawal): Result<FundsStep<Withdrawal>> => {
  switch (command.type) {
    case 'payWithdrawal':
      return payWithdrawal(withdrawal)
    case 'rejectWithdrawal':
      return rejectWithdrawal(withdrawal, command.reason ?? '')
    case 'cancelWithdrawal':
      return cancelWithdrawal(withdrawal)
  }
}

export const decideSettleWithdrawal = (
  state: AccountState,
  command: SettleWithdrawal,
  now: Instant,
): WithdrawalSettled | DomainError => {
  const current = state.withdrawals[command.withdrawalId]
  if (!current) return domainError('engineUnknownRecord', { id: command.withdrawalId })
  const outcome = settle(current, command)
  if (!outcome.ok) return outcome.error
  const withdrawal = outcome.value.record
  const refunded = !outcome.value.availableChange.isZero()
  const ledger = startLedger(state.balances)
  if (refunded) {
    ledger
      .move('stock.available', withdrawal.received, 'withdrawalRefund', command.withdrawalId)
      .move('stock.available', withdrawal.fee, 'withdrawalFeeRefund', command.withdrawalId)
  }
  return { ...base(state, command, now, ledger.entries), type: 'withdrawalSettled', withdrawal }
}

const base = (
  state: AccountState,
  command: { id: string; withdrawalId: string },
  now: Instant,
  journal: WithdrawalRequested['journal'],
) => ({ commandId: command.id, userId: state.userId, at: now, journal, withdrawalId: command.withdrawalId })
