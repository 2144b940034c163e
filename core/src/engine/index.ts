export {
  type AccountState,
  emptyAccount,
  type FinancingAccount,
  type FinancingProduct,
  type PendingOrder,
  type PendingStatus,
  type StrongBuyOrder,
  type StrongBuyStatus,
} from './AccountState.js'
export type { AdjustBalance, BalanceAdjusted } from './adjustment.js'
export { type AccountKind, type BalanceName, type Balances, balanceNames, emptyBalances, totalOf } from './Balances.js'
export type { BlockTradeBought, BuyBlockTrade, LeverOneContext } from './blockTrade.js'
export type { Command } from './Command.js'
export { type Decision, decide } from './decide.js'
export type { CreditDeposit, DepositCredited } from './deposit.js'
export type { Event } from './Event.js'
export { evolve } from './evolve.js'
export { evolveOwned } from './evolveOwned.js'
export type {
  ApplyFinancing,
  ChargeFinancingFee,
  EndFinancing,
  FinancingChanged,
  ReviewFinancing,
} from './financing.js'
export { financingAssetsAt } from './financing.js'
export type {
  CloseFinancingPosition,
  FinancingCloseReason,
  FinancingPositionClosed,
  FinancingPositionOpened,
  OpenFinancingPosition,
} from './financingPositions.js'
export { type JournalCategory, type JournalEntry, type JournalType, journalTypes } from './JournalEntry.js'
export type { CloseReason, OpenStockPosition } from './OpenStockPosition.js'
export { targetReached } from './pendingOrder.js'
export {
  noTriggers,
  type PriceTrigger,
  type PriceTriggers,
  priceTriggersAfter,
  priceTriggersOf,
  type TargetHolder,
} from './priceTriggers.js'
export { replay, replayJournal } from './replay.js'
export { fromJson, toJson } from './stateCodec.js'
export { exposureAfter, stockExposureOf, stockRiskPosition } from './stockExposure.js'
export type {
  ApplyStrongBuy,
  SettleStrongBuy,
  StrongBuyApplied,
  StrongBuySettled,
} from './strongBuy.js'
export type { FundsTransferred, TransferFunds } from './transfer.js'
export type { RequestWithdrawal, SettleWithdrawal, WithdrawalRequested, WithdrawalSettled } from './withdrawal.js'
