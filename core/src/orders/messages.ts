import type { MessageTable } from '../messages/Texts.js'

/** Refusals of a stock market order (DECISIONS §2), in the order the checks run; then the spec's order successes. */
export const ordersMessages = {
  orderRealNameRequired: {
    en: 'Kindly note that real name authentication is required prior to placing an order.',
    'zh-CN': '请注意，下单前需要完成实名认证。',
    'zh-TW': '請注意，下單前需要完成實名認證。',
  },
  orderOutsideTradingHours: {
    en: 'Failed to place an order, not within the trading hours',
    'zh-CN': '下单失败，不在交易时间内',
    'zh-TW': '下單失敗，不在交易時間內',
  },
  orderStockSuspended: {
    en: 'This stock cannot be traded now',
    'zh-CN': '该股票当前不可交易',
    'zh-TW': '該股票當前不可交易',
  },
  orderLeverNotAllowed: {
    en: 'Leverage {lever} is not offered; choose one of {levers}',
    'zh-CN': '不支持 {lever} 倍杠杆，请选择 {levers}',
    'zh-TW': '不支援 {lever} 倍槓桿，請選擇 {levers}',
  },
  orderNotWholeHands: {
    en: 'The quantity must be whole hands of 100 shares',
    'zh-CN': '数量必须是整手（每手 100 股）',
    'zh-TW': '數量必須是整手（每手 100 股）',
  },
  orderBelowMinShares: {
    en: 'The quantity must be at least {min} shares',
    'zh-CN': '数量不能少于 {min} 股',
    'zh-TW': '數量不能少於 {min} 股',
  },
  orderAboveMaxShares: {
    en: 'The quantity must be at most {max} shares',
    'zh-CN': '数量不能超过 {max} 股',
    'zh-TW': '數量不能超過 {max} 股',
  },
  orderPriceUnknown: {
    en: 'No current price for this stock; please try again later',
    'zh-CN': '该股票暂无现价，请稍后再试',
    'zh-TW': '該股票暫無現價，請稍後再試',
  },
  orderLongAtLimitUp: {
    en: 'Cannot buy up at limit-up ({limitUp})',
    'zh-CN': '涨停（{limitUp}）时不能买涨',
    'zh-TW': '漲停（{limitUp}）時不能買漲',
  },
  orderShortAtLimitDown: {
    en: 'Cannot sell short at limit-down ({limitDown})',
    'zh-CN': '跌停（{limitDown}）时不能买跌',
    'zh-TW': '跌停（{limitDown}）時不能買跌',
  },
  orderAvailableNotPositive: {
    en: 'Available funds are not positive; new orders are refused until they are',
    'zh-CN': '可用资金不为正，恢复为正之前不能下单',
    'zh-TW': '可用資金不為正，恢復為正之前不能下單',
  },
  orderMarginBelowMin: {
    en: 'The margin {margin} is below the minimum of {min}',
    'zh-CN': '保证金 {margin} 低于最低 {min}',
    'zh-TW': '保證金 {margin} 低於最低 {min}',
  },
  orderMarginAboveMax: {
    en: 'The margin {margin} exceeds the maximum of {max} ({percent}% of available funds)',
    'zh-CN': '保证金 {margin} 超过上限 {max}（可用资金的 {percent}%）',
    'zh-TW': '保證金 {margin} 超過上限 {max}（可用資金的 {percent}%）',
  },
  orderInsufficientFunds: {
    en: 'Insufficient available funds: {needed} needed, {available} available',
    'zh-CN': '可用资金不足：需要 {needed}，可用 {available}',
    'zh-TW': '可用資金不足：需要 {needed}，可用 {available}',
  },
  purchaseSuccessful: {
    en: 'Purchase successful',
    'zh-CN': '购买成功',
    'zh-TW': '購買成功',
  },
  pendingOrderPlaced: {
    en: 'Successful submission',
    'zh-CN': '提交成功',
    'zh-TW': '提交成功',
  },
  cancellationSuccessful: {
    en: 'Cancellation successful',
    'zh-CN': '撤单成功',
    'zh-TW': '撤單成功',
  },
  orderAgreementRequired: {
    en: 'Please read and agree to the trade agreement first.',
    'zh-CN': '请先同意协议！',
    'zh-TW': '請先同意協議！',
  },
  orderHandsRequired: {
    en: 'Select number of hands',
    'zh-CN': '请选择手数',
    'zh-TW': '請選擇手數',
  },
  orderDirectionRequired: {
    en: 'Please choose the direction to buy or sell',
    'zh-CN': '请选择买涨或买跌',
    'zh-TW': '請選擇買漲或買跌',
  },
} as const satisfies MessageTable
