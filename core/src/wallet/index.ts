export { fullAmountText, readAmountInput } from './amountInput.js'
export { checkRechargeAmount } from './rechargeForm.js'
export {
  canCancelWithdrawal,
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
