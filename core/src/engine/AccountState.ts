import type { ContractKind } from '../contracts/Contract.js'
import type { ContractOrderRequest } from '../contracts/contractOrder.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import type { FinancingStatus, FinancingTerms } from '../funds/marginFinancing.js'
import type { Withdrawal } from '../funds/withdrawal.js'
import type { IpoApplication } from '../ipo/IpoApplication.js'
import type { StrongBuyApplication } from '../ipo/StrongBuy.js'
import type { Market } from '../market/Market.js'
import type { Money } from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import type { StockOrderRequest } from '../orders/checkStockOrder.js'
import type { StockOrderQuote } from '../orders/stockOrderQuote.js'
import type { Instant } from '../time/Instant.js'
import type { Balances } from './Balances.js'
import { emptyBalances } from './Balances.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

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

// The records an account holds, beside its open stock positions (`OpenStockPosition.ts`).

/** An open index or futures position, held in its own account (DECISIONS §7). */
export interface OpenContractPosition {
  readonly positionSn: string
  readonly kind: ContractKind
  readonly code: string
  readonly name: string
  readonly direction: ContractOrderRequest['direction']
  readonly hands: number
  readonly lever: number
  readonly openPoint: Price
  readonly eachPoint: Money
  readonly deposit: Money
  readonly fee: Money
  readonly openedAt: Instant
}

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

/** Pending-order statuses (DECISIONS §5): 0 waiting, 1 filled, 2 failed or expired, 3 cancelled. */
export type PendingStatus = 0 | 1 | 2 | 3

/** A stock order waiting for its target price, with the funds it has reserved. */
export interface PendingOrder {
  readonly orderId: string
  readonly stockCode: string
  readonly stockName: string
  readonly market: Market
  readonly request: StockOrderRequest
  readonly targetPrice: Price
  /** Which way the price must move to reach the target: it was above (must fall) or below (must rise). */
  readonly approach: 'falling' | 'rising'
  /** Margin and charges at the target price, frozen at placement. */
  readonly reservation: StockOrderQuote
  readonly placedAt: Instant
  /** The end of the `pendingOrderDays`-th trading day, from the calendar. */
  readonly expiresAt: Instant
  readonly status: PendingStatus
  readonly reason?: string
  readonly positionSn?: string
}

/** 0 waiting for the session end, 1 filled (in part or whole), 2 not filled and refunded. */
export type StrongBuyStatus = 0 | 1 | 2

/** A strong-buy application as the account holds it: core's application, its stock, and how it ended. */
export interface StrongBuyOrder extends StrongBuyApplication {
  readonly stockName: string
  readonly market: Market
  /** The fee schedule at application: the freeze was priced with it, so the fill is too. */
  readonly schedule: FeeSchedule
  readonly appliedAt: Instant
  readonly status: StrongBuyStatus
  readonly filled: Shares
  readonly positionSn?: string
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
