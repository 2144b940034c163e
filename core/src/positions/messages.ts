import type { MessageTable } from '../messages/Texts.js'

/** Refusals when setting take-profit / stop-loss or closing a stock position. */
export const positionsMessages = {
  targetNotPositive: {
    en: 'Take-profit and stop-loss must be greater than 0',
    'zh-CN': '止盈止损价格必须大于 0',
    'zh-TW': '停利停損價格必須大於 0',
  },
  takeProfitLongNotAbove: {
    en: 'For a buy-up position the take-profit must be above the current price {price}',
    'zh-CN': '买涨持仓的止盈价必须高于当前价 {price}',
    'zh-TW': '買漲持倉的停利價必須高於當前價 {price}',
  },
  stopLossLongNotBelow: {
    en: 'For a buy-up position the stop-loss must be below the current price {price}',
    'zh-CN': '买涨持仓的止损价必须低于当前价 {price}',
    'zh-TW': '買漲持倉的停損價必須低於當前價 {price}',
  },
  takeProfitShortNotBelow: {
    en: 'For a buy-fall position the take-profit must be below the current price {price}',
    'zh-CN': '买跌持仓的止盈价必须低于当前价 {price}',
    'zh-TW': '買跌持倉的停利價必須低於當前價 {price}',
  },
  stopLossShortNotAbove: {
    en: 'For a buy-fall position the stop-loss must be above the current price {price}',
    'zh-CN': '买跌持仓的止损价必须高于当前价 {price}',
    'zh-TW': '買跌持倉的停損價必須高於當前價 {price}',
  },
  closeOutsideTradingHours: {
    en: 'Failed to close the position, not within the trading hours',
    'zh-CN': '平仓失败，不在交易时间内',
    'zh-TW': '平倉失敗，不在交易時間內',
  },
  closePriceUnknown: {
    en: 'No current price for this stock; the position cannot be closed now',
    'zh-CN': '该股票暂无现价，暂不能平仓',
    'zh-TW': '該股票暫無現價，暫不能平倉',
  },
  closeLongAtLimitDown: {
    en: 'A buy-up position cannot be closed at limit-down ({limitDown})',
    'zh-CN': '跌停价（{limitDown}）时不能平仓买涨持仓',
    'zh-TW': '跌停價（{limitDown}）時不能平倉買漲持倉',
  },
  closeShortAtLimitUp: {
    en: 'A buy-fall position cannot be closed at limit-up ({limitUp})',
    'zh-CN': '涨停价（{limitUp}）时不能平仓买跌持仓',
    'zh-TW': '漲停價（{limitUp}）時不能平倉買跌持倉',
  },
  positionClosed: {
    en: 'Position closed successfully',
    'zh-CN': '平仓成功',
    'zh-TW': '平倉成功',
  },
  targetsUpdated: {
    en: 'Update successfully',
    'zh-CN': '更新成功',
    'zh-TW': '更新成功',
  },
} as const satisfies MessageTable
