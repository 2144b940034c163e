import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FinancingStatus, FinancingTerms } from '../funds/marginFinancing.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import type { JournalEntry } from './JournalEntry.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/** The financing product an application was made for, as the server read it then (`getFundsTypeList.do`). */
export interface FinancingProduct {
  readonly typeId: number
  readonly name: string
  /** Term of a sub-account in days, from its approval. */
  readonly days: number
  /** Management fee per day: fee = round2(borrowed × rate × days) (DECISIONS §10). */
  readonly manageRate: Rate
  readonly levers: readonly number[]
  readonly minMargin: Money
  readonly maxMargin: Money
}

/**
 * One financing application and, once approved, its sub-account (DECISIONS §10): terms computed by the server, the
 * sub-account's own cash (`available`) and position margins (`frozen`), the management fee charged so far, and its
 * open split positions. Its money is also in the account's `financing.*` balances: the sum over every sub-account.
 */
export interface FinancingAccount {
  /** The application id. */
  readonly id: string
  /** Given at approval. */
  readonly subaccountNumber?: string
  readonly product: FinancingProduct
  readonly terms: FinancingTerms
  readonly status: FinancingStatus
  /** Why staff rejected it. */
  readonly reason?: string
  readonly appliedAt: Instant
  readonly approvedAt?: Instant
  /** approvedAt + days × 24 h: the sub-account expires then. */
  readonly endsAt?: Instant
  readonly endedAt?: Instant
  readonly available: Money
  readonly frozen: Money
  /** Days of management fee charged so far, and their total. */
  readonly feeDays: number
  readonly manageFee: Money
  /** Σ allProfitAndLose of its closed positions (P&L less every charge). */
  readonly closedProfitAndLose: Money
  /** What went back to the stock account when it ended (negative: a shortfall the stock account covered). */
  readonly returned?: Money
  readonly positions: Readonly<Record<string, OpenStockPosition>>
}

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
