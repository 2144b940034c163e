import type { MessageTable } from '../messages/Texts.js'

/** Refusals of index and futures orders (DECISIONS §7), in check order; English as the spec words it. */
export const contractsMessages = {
  contractRealNameRequired: {
    en: 'Kindly note that real name authentication is required prior to placing an order.',
    'zh-CN': '请注意，下单前需要完成实名认证。',
    'zh-TW': '請注意，下單前需要完成實名認證。',
  },
  contractOutsideTradingHours: {
    en: 'Failed to place an order, not within the trading hours',
    'zh-CN': '下单失败，不在交易时间内',
    'zh-TW': '下單失敗，不在交易時間內',
  },
  contractIndexNotTradable: {
    en: 'the index cannot be traded now',
    'zh-CN': '该指数当前不能交易',
    'zh-TW': '該指數當前不能交易',
  },
  contractFuturesNotTradable: {
    en: 'the futures contract cannot be traded now',
    'zh-CN': '该期货当前不能交易',
    'zh-TW': '該期貨當前不能交易',
  },
  contractHandsOutOfRange: {
    en: 'The number of hands must be a whole number from {min} to {max}',
    'zh-CN': '手数必须是 {min} 到 {max} 之间的整数',
    'zh-TW': '手數必須是 {min} 到 {max} 之間的整數',
  },
  contractLeverNotAllowed: {
    en: 'Leverage {lever} is not offered; choose one of {levers}',
    'zh-CN': '不提供 {lever} 倍杠杆，请选择 {levers}',
    'zh-TW': '不提供 {lever} 倍槓桿，請選擇 {levers}',
  },
  contractInsufficientFunds: {
    en: 'Insufficient funds: {required} needed, {available} available',
    'zh-CN': '资金不足：需要 {required}，可用 {available}',
    'zh-TW': '資金不足：需要 {required}，可用 {available}',
  },
} as const satisfies MessageTable
