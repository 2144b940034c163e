import type { JournalType } from '../engine/JournalEntry.js'
import type { fundsMessages } from './messages.js'

type FlowKey = Extract<keyof typeof fundsMessages, `flow${string}`>

const keys: Partial<Record<JournalType, FlowKey>> = {
  deposit: 'flowDeposit',
  withdrawal: 'flowWithdrawal',
  withdrawalFee: 'flowWithdrawalFee',
  withdrawalRefund: 'flowWithdrawalRefund',
  withdrawalFeeRefund: 'flowWithdrawalFeeRefund',
  transferOut: 'flowTransferOut',
  transferIn: 'flowTransferIn',
  marginFrozen: 'flowMarginFrozen',
  marginReleased: 'flowMarginReleased',
  reservationFrozen: 'flowReservationFrozen',
  reservationReleased: 'flowReservationReleased',
  buyFee: 'flowBuyFee',
  stampDuty: 'flowStampDuty',
  spread: 'flowSpread',
  sellFee: 'flowSellFee',
  stayFee: 'flowStayFee',
  contractFee: 'flowContractFee',
  profitAndLoss: 'flowProfitAndLoss',
  ipoFrozen: 'flowIpoFrozen',
  ipoReleased: 'flowIpoReleased',
  adjustment: 'flowAdjustment',
  bonus: 'flowBonus',
  financingMargin: 'flowFinancingMargin',
  financingLoan: 'flowFinancingLoan',
  financingRepaid: 'flowFinancingRepaid',
  financingReturned: 'flowFinancingReturned',
  managementFee: 'flowManagementFee',
}

/**
 * The catalogue key of a fund-flow line's summary (`deSummary`): `withdrawalFee` → `flowWithdrawalFee`, read as
 * "Withdrawal fee" / "提现手续费". A journal type without its own text yet gives `undefined` (show the type).
 */
export const fundFlowSummaryKey = (type: string): FlowKey | undefined => keys[type as JournalType]
