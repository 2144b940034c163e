export { createFundsSummaryStore, type FundsSummary, type FundsSummaryState } from './fundsSummaryStore.js'
export { createLedgerBridgeStore, type LedgerBridgeState } from './ledgerBridgeStore.js'
export {
  createFundFlowStore,
  createRechargeRecordsStore,
  type FundFlowEntry,
  fundFlowPageSize,
  type RechargeRecord,
  watchWaitingRecharges,
} from './moneyLists.js'
export type { MoneyOutcome } from './moneyOutcome.js'
export { createRechargeStore, type PayChannel, type RechargeState, rechargeQuickAmounts } from './rechargeStore.js'
export {
  createTransferStore,
  initialTransferType,
  type TransferState,
  transferBalances,
  transferTabs,
} from './transferStore.js'
export { useWallet } from './useWallet.js'
export {
  createWithdrawalRecordsStore,
  type WithdrawalRecord,
  type WithdrawalRecordsState,
  withdrawalScrollThreshold,
} from './withdrawalRecordsStore.js'
export { createWithdrawStore, type WithdrawState } from './withdrawStore.js'
