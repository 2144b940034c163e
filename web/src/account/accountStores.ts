import {
  createBankCardStore,
  createForgotPasswordStore,
  createFundFlowStore,
  createFundsSummaryStore,
  createKycStore,
  createLedgerBridgeStore,
  createPasswordStore,
  createRechargeRecordsStore,
  createRechargeStore,
  createTransferStore,
  createWithdrawalRecordsStore,
  createWithdrawStore,
  watchWaitingRecharges,
} from '@bourse/react-hooks'
import { account, client, visibility } from '../appStores.js'
import { passkeyDevice } from '../secondFactor/passkeyDevice.js'

/**
 * The stores of the account and money screens. Only their lazy chunks import this module, so the stores are created
 * when the first of those screens opens, not at start (the entry stays within its budget).
 */
export const fundsSummary: ReturnType<typeof createFundsSummaryStore> = createFundsSummaryStore(client)
export const recharge: ReturnType<typeof createRechargeStore> = createRechargeStore(client, account)
export const rechargeRecords: ReturnType<typeof createRechargeRecordsStore> = createRechargeRecordsStore(client)
/** Refreshes the top-up records every 5 s while one still waits for payment (paused while the page is hidden). */
export const waitingRecharges = watchWaitingRecharges(rechargeRecords, { visibility })
export const withdraw: ReturnType<typeof createWithdrawStore> = createWithdrawStore(client, account, passkeyDevice)
export const withdrawals: ReturnType<typeof createWithdrawalRecordsStore> = createWithdrawalRecordsStore(client, {
  account,
})
export const transfer: ReturnType<typeof createTransferStore> = createTransferStore(client, account)
export const fundFlow: ReturnType<typeof createFundFlowStore> = createFundFlowStore(client)
export const kyc: ReturnType<typeof createKycStore> = createKycStore(client, account)
export const bankCard: ReturnType<typeof createBankCardStore> = createBankCardStore(client, account, passkeyDevice)
export const passwords: ReturnType<typeof createPasswordStore> = createPasswordStore(client, account, passkeyDevice)
export const forgotPassword: ReturnType<typeof createForgotPasswordStore> = createForgotPasswordStore(client)
export const ledgerBridge: ReturnType<typeof createLedgerBridgeStore> = createLedgerBridgeStore(client)
