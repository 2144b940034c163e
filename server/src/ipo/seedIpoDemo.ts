import { type Ipo, Money, Price, Shares } from '@bourse/core'
import { seedBlockTradeProducts } from '../blockTrade/seedBlockTradeProducts.js'
import { loadInstruments } from '../market/instrumentRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { insertListing } from './ipoListings.js'

const day = 86_400_000

/** Issue prices sit a quarter below the stock's current price, so the demo shows a listing-day gain. */
const issuePriceOf = (db: SqlConnection, code: string): Price.Price | undefined => {
  const row = db.prepare('SELECT price FROM quotes WHERE code = ?').get(code) as { price: string } | undefined
  return row && Price.of(Money.round(Price.of(row.price).times('0.75')))
}

/**
 * Demo new shares, relative to `now`: two open for applications (online and placement), one whose lottery is done
 * and whose payment window is open, and one already listed. The simulator's universe is fixed, so each new share is
 * one of its A-shares and trades at that stock's quote once listed. Also seeds the block-trade products.
 * Once only: a listing per code.
 */
export const seedIpoDemo = (db: SqlConnection, now: number): void => {
  const stocks = loadInstruments(db).filter(
    (i) => i.kind === 'stock' && !i.suspended && i.market !== 'hk' && i.market !== 'us',
  )
  const plans: ReadonlyArray<{ type: Ipo.IpoType; deadline: number; payment: number; listing: number }> = [
    { type: 1, deadline: 3 * day, payment: 4 * day, listing: 7 * day },
    { type: 2, deadline: 2 * day, payment: 2 * day, listing: 6 * day },
    { type: 1, deadline: -day, payment: day, listing: 3 * day },
    { type: 1, deadline: -10 * day, payment: -9 * day, listing: -7 * day },
  ]
  plans.forEach((plan, i) => {
    const stock = stocks[i * 37 + 11]
    const issuePrice = stock && issuePriceOf(db, stock.code)
    if (!stock || !issuePrice) return
    insertListing(db, {
      code: stock.code,
      name: stock.name,
      market: stock.market,
      issuePrice,
      orderNumber: Shares.of(10_000),
      minQuantity: Shares.of(500),
      type: plan.type,
      applicationDeadline: now + plan.deadline,
      paymentDeadline: now + plan.payment,
      listingDate: now + plan.listing,
    })
  })
  seedBlockTradeProducts(db)
}
