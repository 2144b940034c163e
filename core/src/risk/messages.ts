import type { MessageTable } from '../messages/Texts.js'

/** Texts of the risk loop: the daily warning and the liquidation reason shown on closed positions. */
export const riskMessages = {
  riskLiquidationWarning: {
    en: 'Risk warning: your floating loss is {floating}; positions will be closed when it reaches the liquidation line of {line}',
    'zh-CN': '风险提示：您的浮动亏损为 {floating}，达到强平线 {line} 时持仓将被强制平仓',
    'zh-TW': '風險提示：您的浮動虧損為 {floating}，達到強平線 {line} 時持倉將被強制平倉',
  },
  riskLiquidated: {
    en: 'liquidation',
    'zh-CN': '强制平仓',
    'zh-TW': '強制平倉',
  },
} as const satisfies MessageTable
