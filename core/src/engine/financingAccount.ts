import { type DomainError, domainError } from '../errors/DomainError.js'
import * as M from '../money/Money.js'
import type { AccountState, FinancingAccount } from './AccountState.js'
import type { JournalEntry } from './JournalEntry.js'

/** The sub-account after journal entries of its own: its share of `financing.available` and `financing.frozen`. */
export const withEntries = (account: FinancingAccount, entries: readonly JournalEntry[]): FinancingAccount => {
  let { available, frozen } = account
  for (const entry of entries) {
    if (entry.balance === 'financing.available') available = M.add(available, entry.amount)
    if (entry.balance === 'financing.frozen') frozen = M.add(frozen, entry.amount)
  }
  return { ...account, available, frozen }
}

/** The caller's record, or the refusal for an unknown one. */
export const financingOf = (state: AccountState, applicationId: string): FinancingAccount | DomainError =>
  state.financings?.[applicationId] ?? domainError('engineUnknownRecord', { id: applicationId })
