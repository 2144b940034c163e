export {
  type AccountBalances,
  type AccountPart,
  type AccountsFloating,
  type AssetBreakdown,
  assetBreakdown,
  type FigureAccount,
} from '../account/assetBreakdown.js'
export type { FundsStep } from './FundsStep.js'
export { fundFlowSummaryKey } from './fundFlowSummary.js'
export * as MarginFinancing from './marginFinancing.js'
export * as MarginFinancingLines from './marginFinancingLines.js'
export * as PaymentNotification from './paymentNotification.js'
export * as Recharge from './recharge.js'
export { type AccountTotals, type ProductDisplay, totalAssets } from './totalAssets.js'
export * as Transfer from './transfer.js'
export * as WelfareBenefit from './welfareBenefit.js'
export * as Withdrawal from './withdrawal.js'
export { type WithdrawalFeeSchedule, withdrawalFee, withdrawalReceived } from './withdrawalFee.js'
