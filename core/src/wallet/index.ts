export { fullAmountText, readAmountInput } from './amountInput.js'
export { balanceLabel } from './balanceLabel.js'
export {
  type FinancingLine,
  financingLinesInOrder,
  type ManagementFees,
  managementFees,
} from './financingFigures.js'
export {
  checkFinancingApplication,
  type FinancingPreview,
  type FinancingProduct,
  previewFinancing,
  productLevers,
} from './financingForm.js'
export { fundFlowReference, type ReferencedLine } from './fundFlowReference.js'
export { type BridgeLine, type LedgerBridge, type LedgerEntry, ledgerBridge } from './ledgerBridge.js'
export { checkRechargeAmount } from './rechargeForm.js'
export { recordTimeline, type TimelineEntry, type TimelineStep } from './recordTimeline.js'
export {
  canCancelWithdrawal,
  chargesWithdrawalFee,
  financingStatusLabel,
  kycStatusLabel,
  rechargeStatusLabel,
  showsWithdrawalReason,
  withdrawalStatusLabel,
} from './statusLabels.js'
export { type WalletLabelKey, walletLabel, walletLabels } from './walletLabels.js'
export { walletMessages } from './walletMessages.js'
export {
  previewWithdrawal,
  type StockBalances,
  type WithdrawableLine,
  type WithdrawableLineKind,
  type WithdrawalPreview,
  withdrawableLines,
} from './withdrawalPreview.js'
