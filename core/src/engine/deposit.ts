import { type DomainError, domainError } from '../errors/DomainError.js'
import type { Money } from '../money/Money.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'

/** The sandbox payment channel confirmed a recharge: its amount is credited to the stock account. */
export interface CreditDeposit {
  readonly type: 'creditDeposit'
  readonly id: string
  readonly rechargeId: string
  readonly amount: Money
}

export interface DepositCredited extends EventBase<'depositCredited'> {
  readonly rechargeId: string
  readonly amount: Money
}

export const decideCreditDeposit = (
  state: AccountState,
  command: CreditDeposit,
  now: Instant,
): DepositCredited | DomainError => {
  if (command.amount.lte(0)) return domainError('engineAmountNotPositive')
  const ledger = startLedger(state.balances).move('stock.available', command.amount, 'deposit', command.rechargeId)
  return {
    type: 'depositCredited',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    rechargeId: command.rechargeId,
    amount: command.amount,
  }
}
