import type { MessageTable } from '../messages/Texts.js'

/** Refusals of index and futures orders (DECISIONS §7), in check order, English as the spec words it; then the liquidation notice. */
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
    en: 'Insufficient funds: {required} needed, {available} available. Move money from the stock account under Transfer',
    'zh-CN': '资金不足：需要 {required}，可用 {available}。可在“资金划转”中从股票账户转入',
    'zh-TW': '資金不足：需要 {required}，可用 {available}。可在「資金劃轉」中從股票帳戶轉入',
  },
  contractIndexLiquidated: {
    en: 'Liquidation: the floating loss {floating} of your index account reached the liquidation line of {line}; {count} positions were closed',
    'zh-CN': '强制平仓：您的指数账户浮动亏损 {floating} 达到强平线 {line}，{count} 个持仓已平仓',
    'zh-TW': '強制平倉：您的指數帳戶浮動虧損 {floating} 達到強平線 {line}，{count} 個持倉已平倉',
  },
  contractFuturesLiquidated: {
    en: 'Liquidation: the floating loss {floating} of your futures account reached the liquidation line of {line}; {count} positions were closed',
    'zh-CN': '强制平仓：您的期货账户浮动亏损 {floating} 达到强平线 {line}，{count} 个持仓已平仓',
    'zh-TW': '強制平倉：您的期貨帳戶浮動虧損 {floating} 達到強平線 {line}，{count} 個持倉已平倉',
  },
} as const satisfies MessageTable
