import type { WalletLabelKey } from './walletLabels.js'

/**
 * The label of a withdrawal's `withStatus` (DECISIONS §10); the legacy 5 reads as paid.
 * Example: 0 → "Under review", 5 → "Paid".
 */
export const withdrawalStatusLabel = (status: number): WalletLabelKey => {
  if (status === 0) return 'walletWithdrawalUnderReview'
  if (status === 2) return 'walletWithdrawalRejected'
  if (status === 3) return 'walletWithdrawalCancelled'
  return 'walletWithdrawalPaid'
}

/** True when the user may still cancel the withdrawal: only while it is under review (status 0). */
export const canCancelWithdrawal = (status: number): boolean => status === 0

/**
 * True when the withdrawal's fee is (or will be) charged: under review (0) or paid (1, legacy 5). A rejected or
 * cancelled one gave the whole amount back, fee included, so its record shows no fee.
 */
export const chargesWithdrawalFee = (status: number): boolean => status === 0 || status === 1 || status === 5

/** True when the record shows its reason (`withMsg`): rejected (2) and cancelled (3). */
export const showsWithdrawalReason = (status: number): boolean => status === 2 || status === 3

/** The label of a top-up order's `orderStatus`: 0 waiting, 1 success, 2 failure, 3 cancelled (unpaid in time). */
export const rechargeStatusLabel = (status: number): WalletLabelKey => {
  if (status === 1) return 'walletRechargeSuccess'
  if (status === 2) return 'walletRechargeFailure'
  if (status === 3) return 'walletRechargeCancelled'
  return 'walletRechargeWaiting'
}

/** The label of the real-name status `isActive` (DECISIONS §11, reading C). */
export const kycStatusLabel = (status: number): WalletLabelKey => {
  if (status === 1) return 'walletKycUnderReview'
  if (status === 2) return 'walletKycApproved'
  if (status === 3) return 'walletKycRejected'
  return 'walletKycNotVerified'
}

/** The label of a financing order's status: 0 pending review, 1 active, 2 rejected, 3 expired, 4 ended. */
export const financingStatusLabel = (status: number): WalletLabelKey =>
  (['walletFinancingPending', 'walletFinancingActive', 'walletFinancingRejected', 'walletFinancingExpired'] as const)[
    status
  ] ?? 'walletFinancingEnded'
