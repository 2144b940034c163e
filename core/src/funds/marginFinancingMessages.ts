import type { MessageTable } from '../messages/Texts.js'

/** Texts of margin financing (DECISIONS §10; trading spec §2, §5, §8): applications, sub-accounts, the risk lines. */
export const marginFinancingMessages = {
  financingRealNameRequired: {
    en: 'Kindly note that real name authentication is required prior to applying for financing.',
    'zh-CN': '申请配资前请先完成实名认证。',
    'zh-TW': '申請配資前請先完成實名認證。',
  },
  financingDisabled: {
    en: 'Margin financing is not available now',
    'zh-CN': '配资业务暂未开放',
    'zh-TW': '配資業務暫未開放',
  },
  financingUnknownType: {
    en: 'No such financing product',
    'zh-CN': '配资产品不存在',
    'zh-TW': '配資產品不存在',
  },
  financingLeverNotAllowed: {
    en: 'Lever {lever} is not offered by this product ({levers})',
    'zh-CN': '该产品不提供 {lever} 倍杠杆（{levers}）',
    'zh-TW': '該產品不提供 {lever} 倍槓桿（{levers}）',
  },
  financingMarginOutOfRange: {
    en: 'The margin must be between {min} and {max}',
    'zh-CN': '保证金须在 {min} 至 {max} 之间',
    'zh-TW': '保證金須在 {min} 至 {max} 之間',
  },
  financingInsufficientFunds: {
    en: 'The margin {margin} exceeds the available balance {available}',
    'zh-CN': '保证金 {margin} 超过可用余额 {available}',
    'zh-TW': '保證金 {margin} 超過可用餘額 {available}',
  },
  financingPendingExists: {
    en: 'You already have a financing application under review',
    'zh-CN': '您已有一笔配资申请正在审核中',
    'zh-TW': '您已有一筆配資申請正在審核中',
  },
  financingNotActive: {
    en: 'This sub-account is not in operation',
    'zh-CN': '该子账户不在操盘中',
    'zh-TW': '該子帳戶不在操盤中',
  },
  financingSubaccountRequired: {
    en: 'please select a sub-account',
    'zh-CN': '请选择子账户',
    'zh-TW': '請選擇子帳戶',
  },
  financingNotDue: {
    en: 'This sub-account has not reached its end or its unwind line',
    'zh-CN': '该子账户未到期，也未触及平仓线',
    'zh-TW': '該子帳戶未到期，也未觸及平倉線',
  },
  financingFeeNotDue: {
    en: 'No management fee is due on this sub-account',
    'zh-CN': '该子账户暂无应收管理费',
    'zh-TW': '該子帳戶暫無應收管理費',
  },
  financingApplied: {
    en: 'The application is successful, please wait for review',
    'zh-CN': '申请成功，请等待审核',
    'zh-TW': '申請成功，請等待審核',
  },
  financingApprovedNotice: {
    en: 'Your financing sub-account {subaccount} is in operation: margin {margin}, borrowed {borrowed}',
    'zh-CN': '您的配资子账户 {subaccount} 已开始操盘：保证金 {margin}，借入 {borrowed}',
    'zh-TW': '您的配資子帳戶 {subaccount} 已開始操盤：保證金 {margin}，借入 {borrowed}',
  },
  financingRejectedNotice: {
    en: 'Your financing application {id} was rejected: {reason}',
    'zh-CN': '您的配资申请 {id} 未通过：{reason}',
    'zh-TW': '您的配資申請 {id} 未通過：{reason}',
  },
  financingWarningNotice: {
    en: 'Sub-account {subaccount}: assets {assets} have reached the warning line {line}',
    'zh-CN': '子账户 {subaccount}：资产 {assets} 已触及警戒线 {line}',
    'zh-TW': '子帳戶 {subaccount}：資產 {assets} 已觸及警戒線 {line}',
  },
  financingUnwoundNotice: {
    en: 'Sub-account {subaccount}: assets reached the unwind line {line}; its positions were closed and {returned} returned to your stock account',
    'zh-CN': '子账户 {subaccount}：资产触及平仓线 {line}，持仓已平仓，{returned} 已退回股票账户',
    'zh-TW': '子帳戶 {subaccount}：資產觸及平倉線 {line}，持倉已平倉，{returned} 已退回股票帳戶',
  },
  financingExpiredNotice: {
    en: 'Sub-account {subaccount} has expired; {returned} returned to your stock account',
    'zh-CN': '子账户 {subaccount} 已到期，{returned} 已退回股票账户',
    'zh-TW': '子帳戶 {subaccount} 已到期，{returned} 已退回股票帳戶',
  },
} as const satisfies MessageTable
