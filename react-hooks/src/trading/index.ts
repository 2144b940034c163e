export {
  type BlockTradeItem,
  type BlockTradeRecord,
  type BlockTradeState,
  createBlockTradeStore,
} from './blockTradeStore.js'
