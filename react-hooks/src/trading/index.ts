export {
  type BlockTradeItem,
  type BlockTradeRecord,
  type BlockTradeState,
  createBlockTradeStore,
} from './blockTradeStore.js'
export { createIpoApplicationStore, type IpoApplicationState } from './ipoApplicationStore.js'
export { type QuotedStock, quoteStockBuy, useStockBuyQuote } from './stockBuyQuote.js'
export { createSuspendedStocksStore } from './suspendedStocksStore.js'
