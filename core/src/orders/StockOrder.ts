/** A stock market order (DECISIONS §2): its quote, its nine checks, its contract note. */

export { checkOrderForm, type OrderForm } from './checkOrderForm.js'
export {
  checkStockOrder,
  fundsRefusal,
  type OrderStock,
  type StockOrderContext,
  type StockOrderRequest,
} from './checkStockOrder.js'
export { margin } from './margin.js'
export { type MaxSharesInput, maxShares } from './maxShares.js'
export { stockOrderNote as contractNote } from './stockOrderNote.js'
export {
  quoteStockOrder as quote,
  type StockOrderQuote as Quote,
  type StockOrderTerms as Terms,
} from './stockOrderQuote.js'
export { quoteStockOrderText as quoteText, type StockOrderText as Text } from './stockOrderText.js'
