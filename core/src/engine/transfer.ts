import type { DomainError } from '../errors/DomainError.js'
import { checkTransfer, type TransferType } from '../funds/transfer.js'
import type { Money } from '../money/Money.js'
import type { Settings } from '../settings/Settings.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import { type AccountKind, availableOf } from './Balances.js'
import type { EventBase } from './EngineEvent.js'
import { startLedger } from './Ledger.js'

/** Moves money between the investor's own stock, index and futures accounts (reading A, no fee). */
export interface TransferFunds {
  readonly type: 'transferFunds'
  readonly id: string
  readonly transferType: TransferType
  readonly amount: Money | undefined
  readonly settings: Pick<Settings, 'indexDisplay' | 'futuresDisplay'>
}

export interface FundsTransferred extends EventBase<'fundsTransferred'> {
  readonly from: AccountKind
  readonly to: AccountKind
  readonly amount: Money
}

export const decideTransferFunds = (
  state: AccountState,
  command: TransferFunds,
  now: Instant,
): FundsTransferred | DomainError => {
  const { balances } = state
  const available = {
    stock: balances['stock.available'],
    index: balances['index.available'],
    futures: balances['futures.available'],
  }
  const outcome = checkTransfer(command.transferType, command.amount, available, command.settings)
  if (!outcome.ok) return outcome.error
  const { from, to, amount } = outcome.value
  const ledger = startLedger(balances).shift(
    availableOf(from),
    availableOf(to),
    amount,
    ['transferOut', 'transferIn'],
    command.id,
  )
  return {
    type: 'fundsTransferred',
    commandId: command.id,
    userId: state.userId,
    at: now,
    journal: ledger.entries,
    from,
    to,
    amount,
  }
}
