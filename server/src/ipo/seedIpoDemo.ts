import { type Ipo, Money, Price, Shares } from '@bourse/core'
import { seedBlockTradeProducts } from '../blockTrade/seedBlockTradeProducts.js'
import { loadInstruments } from '../market/instrumentRepository.js'
import { unusedAShareName, unusedNewShareCode } from '../market/universe.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { allListings, insertListing } from './ipoListings.js'

const day = 86_400_000

/** Issue prices sit a quarter below the stock's current price, so the listed demo share shows a gain. */
const issuePriceOf = (db: SqlConnection, code: string): Price.Price | undefined => {
  const row = db.prepare('SELECT price FROM quotes WHERE code = ?').get(code) as { price: string } | undefined
  return row && Price.of(Money.round(Price.of(row.price).times('0.75')))
}

/**
 * Demo new shares, relative to `now`: two open for applications (online and placement) and one whose lottery is
 * done and whose payment window is open — each a new code and name the market does not trade (issue 35: never an
 * offer for a listed code); it joins the market on its listing date — and one listed a week ago, one of the
 * universe's A-shares. Also seeds the block-trade products. Once only: nothing is added once any listing is stored.
 */
export const seedIpoDemo = (db: SqlConnection, now: number): void => {
  seedBlockTradeProducts(db)
  if (allListings(db).length > 0) return
  const instruments = loadInstruments(db)
  const codes = new Set(instruments.map((i) => i.code))
  const names = new Set(instruments.map((i) => i.name))
  const offer = (listing: Omit<Ipo.IpoListing, 'orderNumber' | 'minQuantity'>) => {
    const stored = insertListing(db, { ...listing, orderNumber: Shares.of(10_000), minQuantity: Shares.of(500) }, now)
    if (!stored.ok) throw new Error(`demo new share ${listing.code}: ${stored.error.key}`)
  }
  const upcoming: ReadonlyArray<{ type: Ipo.IpoType; deadline: number; payment: number; listing: number }> = [
    { type: 1, deadline: 3 * day, payment: 4 * day, listing: 7 * day },
    { type: 2, deadline: 2 * day, payment: 2 * day, listing: 6 * day },
    { type: 1, deadline: -day, payment: day, listing: 3 * day },
  ]
  upcoming.forEach((plan, i) => {
    const code = unusedNewShareCode(codes)
    const name = unusedAShareName(names)
    codes.add(code)
    names.add(name)
    offer({
      code,
      name,
      market: 'sh',
      issuePrice: Price.of(['12.80', '24.60', '8.35'][i] ?? '10.00'),
      type: plan.type,
      applicationDeadline: now + plan.deadline,
      paymentDeadline: now + plan.payment,
      listingDate: now + plan.listing,
    })
  })
  const listed = instruments.filter(
    (i) => i.kind === 'stock' && !i.suspended && i.market !== 'hk' && i.market !== 'us',
  )[11]
  const issuePrice = listed && issuePriceOf(db, listed.code)
  if (listed && issuePrice)
    offer({
      code: listed.code,
      name: listed.name,
      market: listed.market,
      issuePrice,
      type: 1,
      applicationDeadline: now - 10 * day,
      paymentDeadline: now - 9 * day,
      listingDate: now - 7 * day,
    })
}
