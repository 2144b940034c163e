export { ordersMessages } from './messages.js'
export * as StockOrder from './StockOrder.js'
