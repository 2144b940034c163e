import type { Withdrawal } from '../funds/withdrawal.js'
import type { Balances } from './Balances.js'
import { emptyBalances } from './Balances.js'

/**
 * One investor's state, rebuilt by replaying events. Plain data (records keyed by id, decimal values),
 * so it can be snapshotted and compared.
 */
export interface AccountState {
  readonly userId: string
  readonly balances: Balances
  readonly withdrawals: Readonly<Record<string, Withdrawal>>
  /** Ids of commands already decided, so a repeated command adds no events. */
  readonly handledCommands: Readonly<Record<string, true>>
  readonly eventCount: number
}

export const emptyAccount = (userId: string): AccountState => ({
  userId,
  balances: emptyBalances,
  withdrawals: {},
  handledCommands: {},
  eventCount: 0,
})
