import type { MessageTable } from '../messages/Texts.js'

/** Texts of the risk loop: the daily warning, the liquidation reason, and the messages of each automatic action. */
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
  riskTakeProfitClosed: {
    en: 'Take-profit: position {positionSn} ({stockName}) was closed at {price}; profit and loss {pnl}',
    'zh-CN': '止盈：持仓 {positionSn}（{stockName}）已按 {price} 平仓，盈亏 {pnl}',
    'zh-TW': '停利：持倉 {positionSn}（{stockName}）已按 {price} 平倉，盈虧 {pnl}',
  },
  riskStopLossClosed: {
    en: 'Stop-loss: position {positionSn} ({stockName}) was closed at {price}; profit and loss {pnl}',
    'zh-CN': '止损：持仓 {positionSn}（{stockName}）已按 {price} 平仓，盈亏 {pnl}',
    'zh-TW': '停損：持倉 {positionSn}（{stockName}）已按 {price} 平倉，盈虧 {pnl}',
  },
  riskStayMaxDaysClosed: {
    en: 'Holding limit of {days} trading days reached: position {positionSn} ({stockName}) was closed at {price}; profit and loss {pnl}',
    'zh-CN': '已达到最长持仓 {days} 个交易日：持仓 {positionSn}（{stockName}）已按 {price} 平仓，盈亏 {pnl}',
    'zh-TW': '已達到最長持倉 {days} 個交易日：持倉 {positionSn}（{stockName}）已按 {price} 平倉，盈虧 {pnl}',
  },
  riskLiquidationClosed: {
    en: 'Liquidation: your floating loss {floating} reached the liquidation line of {line}; {count} stock positions were closed',
    'zh-CN': '强制平仓：您的浮动亏损 {floating} 达到强平线 {line}，{count} 个股票持仓已平仓',
    'zh-TW': '強制平倉：您的浮動虧損 {floating} 達到強平線 {line}，{count} 個股票持倉已平倉',
  },
  riskPendingFilled: {
    en: 'Pending order {orderId} ({stockName}) was filled at {price}; position {positionSn} opened',
    'zh-CN': '委托单 {orderId}（{stockName}）已按 {price} 成交，持仓 {positionSn} 已建立',
    'zh-TW': '委託單 {orderId}（{stockName}）已按 {price} 成交，持倉 {positionSn} 已建立',
  },
  riskPendingFailed: {
    en: 'Pending order {orderId} ({stockName}) reached its target but could not be filled; the reserved funds were released (see the order for the reason)',
    'zh-CN': '委托单 {orderId}（{stockName}）已达到目标价但未能成交，冻结资金已释放（原因见委托单）',
    'zh-TW': '委託單 {orderId}（{stockName}）已達到目標價但未能成交，凍結資金已釋放（原因見委託單）',
  },
  riskPendingExpired: {
    en: 'Pending order {orderId} ({stockName}) expired; the reserved {amount} was released',
    'zh-CN': '委托单 {orderId}（{stockName}）已过期，冻结的 {amount} 已释放',
    'zh-TW': '委託單 {orderId}（{stockName}）已過期，凍結的 {amount} 已釋放',
  },
} as const satisfies MessageTable
