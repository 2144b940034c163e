export {
  type AccountBalances,
  type AccountPart,
  type AccountsFloating,
  type AssetBreakdown,
  assetBreakdown,
  type FigureAccount,
} from './assetBreakdown.js'
export { dayProfitAndLoss, equity } from './dayProfitAndLoss.js'
export { dayStartOf } from './dayStart.js'
export { liquidationRoom } from './liquidationRoom.js'
export { accountFloating, type FloatingRow, positionFloating } from './positionFloating.js'
export {
  type DayBasis,
  type DayJournalLine,
  type DayPosition,
  equityAtPreviousClose,
} from './previousCloseEquity.js'
export {
  type Trade,
  type TradeAccount,
  type TradeLine,
  tradeHistory,
  tradeHistoryCsv,
  tradeTotals,
} from './tradeHistory.js'
