import type { Withdrawal } from '../funds/withdrawal.js'
import type { IpoApplication } from '../ipo/IpoApplication.js'
import type { Balances } from './Balances.js'
import { emptyBalances } from './Balances.js'
import type { OpenContractPosition } from './contractPositions.js'
import type { FinancingAccount } from './financingAccount.js'
import type { OpenStockPosition } from './OpenStockPosition.js'
import type { PendingOrder } from './pendingOrder.js'
import type { StrongBuyOrder } from './strongBuy.js'

/**
 * One investor's state, rebuilt by replaying events. Plain data (records keyed by id, decimal values),
 * so it can be snapshotted and compared.
 */
export interface AccountState {
  readonly userId: string
  readonly balances: Balances
  readonly positions: Readonly<Record<string, OpenStockPosition>>
  readonly contractPositions: Readonly<Record<string, OpenContractPosition>>
  readonly pendingOrders: Readonly<Record<string, PendingOrder>>
  readonly ipoApplications: Readonly<Record<string, IpoApplication>>
  readonly withdrawals: Readonly<Record<string, Withdrawal>>
  /** Strong-buy applications; absent until the first one (older snapshots have none). */
  readonly strongBuys?: Readonly<Record<string, StrongBuyOrder>>
  /** Margin-financing applications and sub-accounts by application id; absent until the first one. */
  readonly financings?: Readonly<Record<string, FinancingAccount>>
  /** Ids of commands already decided, so a repeated command adds no events. */
  readonly handledCommands: Readonly<Record<string, true>>
  readonly eventCount: number
  /** The last trading day whose stay fees were accrued ("2026-11-23"). */
  readonly lastStayDay?: string
}

export const emptyAccount = (userId: string): AccountState => ({
  userId,
  balances: emptyBalances,
  positions: {},
  contractPositions: {},
  pendingOrders: {},
  ipoApplications: {},
  withdrawals: {},
  handledCommands: {},
  eventCount: 0,
})
