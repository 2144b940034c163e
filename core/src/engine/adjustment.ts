import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Money } from '../money/Money.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import { type AccountKind, availableOf } from './Balances.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'

/**
 * A staff correction of a balance (DECISIONS §0): never a direct edit, always a journaled movement with a
 * reason the investor sees in the fund flow. A welfare bonus uses the same path with kind `bonus`.
 */
export interface AdjustBalance {
  readonly type: 'adjustBalance'
  readonly id: string
  readonly account: AccountKind
  readonly amount: Money
  readonly reason: string
  readonly staffId: string
  readonly kind: 'adjustment' | 'bonus'
}

export interface BalanceAdjusted extends EventBase<'balanceAdjusted'> {
  readonly account: AccountKind
  readonly amount: Money
  readonly reason: string
  readonly staffId: string
}

export const decideAdjustBalance = (
  state: AccountState,
  command: AdjustBalance,
  now: Instant,
): BalanceAdjusted | DomainError => {
  if (command.reason.trim() === '') return domainError('engineReasonRequired')
  if (command.amount.isZero()) return domainError('engineAmountNotPositive')
  const balance = availableOf(command.account)
  if (state.balances[balance].plus(command.amount).lt(0)) return domainError('engineAdjustmentBelowZero')
  const ledger = startLedger(state.balances).move(balance, command.amount, command.kind, command.id)
  return {
    type: 'balanceAdjusted',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    account: command.account,
    amount: command.amount,
    reason: command.reason,
    staffId: command.staffId,
  }
}
