import type { Money } from '../money/Money.js'

/**
 * The outcome of one step on a funds record: the record after it, and the signed change it makes to the
 * user's available balance (one journal entry when not zero), e.g. −1000.00 when a withdrawal is applied.
 */
export interface FundsStep<R> {
  readonly record: R
  readonly availableChange: Money
}
