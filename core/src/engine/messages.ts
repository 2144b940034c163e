import type { MessageTable } from '../messages/Texts.js'

export const engineMessages = {
  engineAmountNotPositive: {
    en: 'The amount must be greater than 0',
    'zh-CN': '金额必须大于 0',
    'zh-TW': '金額必須大於 0',
  },
  engineReasonRequired: {
    en: 'A reason is required for a balance adjustment',
    'zh-CN': '余额调整必须填写原因',
    'zh-TW': '餘額調整必須填寫原因',
  },
  engineAdjustmentBelowZero: {
    en: 'The adjustment would take the available balance below zero',
    'zh-CN': '调整后可用余额将小于零',
    'zh-TW': '調整後可用餘額將小於零',
  },
  engineUnknownRecord: {
    en: 'No such record: {id}',
    'zh-CN': '记录不存在：{id}',
    'zh-TW': '記錄不存在：{id}',
  },
  engineDuplicateRecord: {
    en: 'This record already exists: {id}',
    'zh-CN': '记录已存在：{id}',
    'zh-TW': '記錄已存在：{id}',
  },
  engineCloseReasonNotMet: {
    en: 'The position cannot be closed for this reason now: {reason}',
    'zh-CN': '当前不满足平仓条件：{reason}',
    'zh-TW': '當前不滿足平倉條件：{reason}',
  },
  engineStayDayDone: {
    en: 'Overnight fees for {day} are already accrued',
    'zh-CN': '{day} 的隔夜费已计提',
    'zh-TW': '{day} 的隔夜費已計提',
  },
  engineLiquidationNotDue: {
    en: 'The account has not reached its liquidation line',
    'zh-CN': '账户未达到强平线',
    'zh-TW': '賬戶未達到強平線',
  },
  enginePendingNotWaiting: {
    en: 'This order is no longer waiting',
    'zh-CN': '该委托已不在等待中',
    'zh-TW': '該委託已不在等待中',
  },
  enginePendingNotReached: {
    en: 'The target price has not been reached',
    'zh-CN': '尚未达到目标价',
    'zh-TW': '尚未達到目標價',
  },
  enginePendingNotExpired: {
    en: 'This order has not expired yet',
    'zh-CN': '该委托尚未过期',
    'zh-TW': '該委託尚未過期',
  },
  engineStrongBuyFillInconsistent: {
    en: 'The strong-buy fill does not match this application',
    'zh-CN': '抢筹成交结果与申请记录不符',
    'zh-TW': '搶籌成交結果與申請記錄不符',
  },
  engineIpoStepInconsistent: {
    en: 'The allotment does not match this application',
    'zh-CN': '中签结果与申购记录不符',
    'zh-TW': '中籤結果與申購記錄不符',
  },
  accountFrozen: {
    en: 'Your account is frozen while its records are checked: nothing can be changed now. Please contact support',
    'zh-CN': '您的账户正在核查记录，已被冻结，暂时无法进行任何操作。请联系客服',
    'zh-TW': '您的帳戶正在核查記錄，已被凍結，暫時無法進行任何操作。請聯絡客服',
  },
  accountFrozenStaff: {
    en: 'The account of {phone} is frozen: its stored history does not add up at event {seq} {type}. Nothing can change it until it is repaired; bourse audit {phone} names what differs',
    'zh-CN':
      '{phone} 的账户已冻结：其存储的历史在第 {seq} 个事件（{type}）处对不上。修复前无法对其进行任何变更；bourse audit {phone} 会指出差异',
    'zh-TW':
      '{phone} 的帳戶已凍結：其儲存的歷史在第 {seq} 個事件（{type}）處對不上。修復前無法對其進行任何變更；bourse audit {phone} 會指出差異',
  },
} as const satisfies MessageTable
