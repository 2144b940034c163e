import type { BalanceAdjusted } from './adjustment.js'
import type { BlockTradeBought } from './blockTrade.js'
import type { ContractPositionClosed, ContractPositionOpened } from './contractPositions.js'
import type { DepositCredited } from './deposit.js'
import type { FinancingChanged } from './financing.js'
import type { FinancingPositionClosed, FinancingPositionOpened } from './financingPositions.js'
import type { IpoChanged } from './ipo.js'
import type { PendingOrderPlaced, PendingOrderSettled } from './pendingOrder.js'
import type { StayFeesAccrued } from './stayFees.js'
import type { StockPositionClosed } from './stockClose.js'
import type { StockPositionOpened } from './stockOpen.js'
import type { StrongBuyApplied, StrongBuySettled } from './strongBuy.js'
import type { TargetsChanged } from './targets.js'
import type { FundsTransferred } from './transfer.js'
import type { WithdrawalRequested, WithdrawalSettled } from './withdrawal.js'

/** Everything that has happened to an account; replaying them rebuilds its state. */
export type Event =
  | DepositCredited
  | BalanceAdjusted
  | WithdrawalRequested
  | WithdrawalSettled
  | FundsTransferred
  | StockPositionClosed
  | StayFeesAccrued
  | TargetsChanged
  | StockPositionOpened
  | PendingOrderPlaced
  | PendingOrderSettled
  | ContractPositionOpened
  | ContractPositionClosed
  | IpoChanged
  | BlockTradeBought
  | StrongBuyApplied
  | StrongBuySettled
  | FinancingChanged
  | FinancingPositionOpened
  | FinancingPositionClosed
