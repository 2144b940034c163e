export {
  type BlockTradeItem,
  type BlockTradeRecord,
  type BlockTradeState,
  createBlockTradeStore,
} from './blockTradeStore.js'
export { createIpoApplicationStore, type IpoApplicationState } from './ipoApplicationStore.js'
export { createSuspendedStocksStore } from './suspendedStocksStore.js'
