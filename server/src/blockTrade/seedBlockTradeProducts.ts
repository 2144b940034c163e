import { Rate } from '@bourse/core'
import { loadInstruments } from '../market/instrumentRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { insertProduct } from './blockTradeProducts.js'

/**
 * Demo block-trade products: six tradable Shanghai and Shenzhen shares of the universe (every 40th, in id order),
 * 5–10 % below the market, from 1 000 shares. Once only: one product per code.
 */
export const seedBlockTradeProducts = (db: SqlConnection): void => {
  const stocks = loadInstruments(db).filter(
    (i) => i.kind === 'stock' && !i.suspended && ['sh', 'sz'].includes(i.market),
  )
  const discounts = ['0.05', '0.06', '0.07', '0.08', '0.09', '0.10']
  discounts.forEach((discount, i) => {
    const stock = stocks[i * 40 + 7]
    if (stock) insertProduct(db, stock.code, Rate.of(discount), 1_000)
  })
}
