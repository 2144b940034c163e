import type { Money } from '../money/Money.js'
import type { BalanceName } from './Balances.js'

/**
 * What a money movement is, as the fund flow shows it. The category says how it counts in the money law:
 * total = deposits − withdrawals − charges + realised P&L + adjustments, while `internal` moves only
 * shift money between the investor's own balances.
 */
export const journalTypes = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawalFee: 'charge',
  withdrawalRefund: 'withdrawal',
  withdrawalFeeRefund: 'charge',
  transferOut: 'internal',
  transferIn: 'internal',
  marginFrozen: 'internal',
  marginReleased: 'internal',
  reservationFrozen: 'internal',
  reservationReleased: 'internal',
  buyFee: 'charge',
  stampDuty: 'charge',
  spread: 'charge',
  sellFee: 'charge',
  stayFee: 'charge',
  contractFee: 'charge',
  profitAndLoss: 'pnl',
  ipoFrozen: 'internal',
  ipoReleased: 'internal',
  adjustment: 'adjustment',
  bonus: 'adjustment',
  financingMargin: 'internal',
  financingLoan: 'internal',
  financingRepaid: 'internal',
  financingReturned: 'internal',
  managementFee: 'charge',
} as const

export type JournalType = keyof typeof journalTypes
export type JournalCategory = (typeof journalTypes)[JournalType]

/** One row of the fund flow: a signed change of one balance, the balance after it, and what it belongs to. */
export interface JournalEntry {
  readonly type: JournalType
  readonly balance: BalanceName
  readonly amount: Money
  readonly balanceAfter: Money
  /** The order, position, withdrawal or record the movement belongs to. */
  readonly reference: string
}
