import type { Language } from '../messages/Language.js'
import type { Texts } from '../messages/Texts.js'

/**
 * State labels and explanation lines of the account and money screens (spec 001 §4). They are kept out of the
 * catalogue, which the web app's first route loads, so only the screens that show them carry them.
 */
export const walletLabels = {
  walletWithdrawalUnderReview: { en: 'Under review', 'zh-CN': '审核中', 'zh-TW': '審核中' },
  walletWithdrawalPaid: { en: 'Paid', 'zh-CN': '已到账', 'zh-TW': '已到賬' },
  walletWithdrawalRejected: { en: 'Failed', 'zh-CN': '失败', 'zh-TW': '失敗' },
  walletWithdrawalCancelled: { en: 'Cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消' },
  walletRechargeWaiting: { en: 'Waiting for payment', 'zh-CN': '待支付', 'zh-TW': '待支付' },
  walletRechargeSuccess: { en: 'Success', 'zh-CN': '成功', 'zh-TW': '成功' },
  walletRechargeFailure: { en: 'Failure', 'zh-CN': '失败', 'zh-TW': '失敗' },
  walletRechargeCancelled: { en: 'Expired', 'zh-CN': '已过期', 'zh-TW': '已過期' },
  walletKycNotVerified: { en: 'Not verified', 'zh-CN': '未认证', 'zh-TW': '未認證' },
  walletKycUnderReview: { en: 'Under review', 'zh-CN': '审核中', 'zh-TW': '審核中' },
  walletKycApproved: { en: 'Verified', 'zh-CN': '已认证', 'zh-TW': '已認證' },
  walletKycRejected: {
    en: 'Authentication failed, please re-authenticate',
    'zh-CN': '认证失败，请重新认证',
    'zh-TW': '認證失敗，請重新認證',
  },
  walletLineHeld: { en: 'Held in the stock account', 'zh-CN': '股票账户资金', 'zh-TW': '股票賬戶資金' },
  walletLineFrozenMargin: { en: 'Frozen as margin', 'zh-CN': '持仓冻结保证金', 'zh-TW': '持倉凍結保證金' },
  walletLineIpoFrozen: { en: 'Frozen for new shares', 'zh-CN': '新股冻结资金', 'zh-TW': '新股凍結資金' },
  walletLineUnderReview: {
    en: 'Withdrawals under review (already out of the account)',
    'zh-CN': '审核中的提现（已从账户扣出）',
    'zh-TW': '審核中的提現（已從帳戶扣出）',
  },
  walletLineWithdrawable: { en: 'Withdrawable', 'zh-CN': '可提现', 'zh-TW': '可提現' },
  walletFinancingPending: { en: 'Pending review', 'zh-CN': '待审核', 'zh-TW': '待審核' },
  walletFinancingActive: { en: 'Active', 'zh-CN': '使用中', 'zh-TW': '使用中' },
  walletFinancingRejected: { en: 'Rejected', 'zh-CN': '已拒绝', 'zh-TW': '已拒絕' },
  walletFinancingExpired: { en: 'Expired', 'zh-CN': '已到期', 'zh-TW': '已到期' },
  walletFinancingEnded: { en: 'Ended', 'zh-CN': '已结束', 'zh-TW': '已結束' },
  walletNoSubaccount: { en: 'No sub-account obtained', 'zh-CN': '未获取到子账户', 'zh-TW': '未獲取到子賬戶' },
  walletBridgeOpening: { en: 'Opening balance', 'zh-CN': '期初余额', 'zh-TW': '期初餘額' },
  walletBridgeDeposits: { en: 'Deposits', 'zh-CN': '充值', 'zh-TW': '充值' },
  walletBridgeWithdrawals: { en: 'Withdrawals', 'zh-CN': '提现', 'zh-TW': '提現' },
  walletBridgeWithdrawalFees: {
    en: 'Withdrawal fees (not in P&L)',
    'zh-CN': '提现手续费（不计入盈亏）',
    'zh-TW': '提現手續費（不計入盈虧）',
  },
  walletBridgeCharges: { en: 'Charges', 'zh-CN': '费用', 'zh-TW': '費用' },
  walletBridgeRealised: { en: 'Realised P&L', 'zh-CN': '已实现盈亏', 'zh-TW': '已實現盈虧' },
  walletBridgeTransfers: { en: 'Transfers', 'zh-CN': '划转', 'zh-TW': '劃轉' },
  walletBridgeHeldBack: {
    en: 'Moved to or from balances not shown',
    'zh-CN': '与未列出余额之间的转移',
    'zh-TW': '與未列出餘額之間的轉移',
  },
  walletBridgeHeld: {
    en: 'Of which held as margin or frozen',
    'zh-CN': '其中冻结（保证金等）',
    'zh-TW': '其中凍結（保證金等）',
  },
  walletBridgeAdjustments: { en: 'Adjustments', 'zh-CN': '调整', 'zh-TW': '調整' },
  walletBridgeBalance: { en: 'Balance', 'zh-CN': '余额', 'zh-TW': '餘額' },
  walletBridgeTitle: { en: 'From the ledger to your balance', 'zh-CN': '账本到余额', 'zh-TW': '賬本到餘額' },
  walletTimelineCreated: { en: 'Created', 'zh-CN': '创建', 'zh-TW': '創建' },
  walletTimelineTitle: { en: 'Timeline', 'zh-CN': '时间线', 'zh-TW': '時間線' },
} as const satisfies Readonly<Record<string, Texts>>

export type WalletLabelKey = keyof typeof walletLabels

/** A label in the interface language: walletLabel('walletWithdrawalPaid', 'zh-CN') is "已到账". */
export const walletLabel = (key: WalletLabelKey, language: Language): string => walletLabels[key][language]
