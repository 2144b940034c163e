import { exchangeOf, type Ipo, Limits } from '@bourse/core'
import type { Instrument } from './Instrument.js'
import { spellOfName } from './universe.js'

/**
 * The instrument a new share becomes on its listing date (issue 35: it did not trade before): an A-share of its
 * listing's code, name and market, whose seeded walk is anchored at the issue price (in cents) with a middling drift
 * and volatility. Example: 605001 "华辰科技" at 12.50 → board main, spell HCKJ, basePrice 1250.
 */
export const newShareInstrument = (
  listing: Pick<Ipo.IpoListing, 'code' | 'name' | 'market' | 'issuePrice'>,
  id: number,
): Instrument => ({
  id,
  code: listing.code,
  kind: 'stock',
  market: listing.market,
  exchange: exchangeOf(listing.market),
  name: listing.name,
  spell: spellOfName(listing.name),
  board: Limits.boardOf(listing.market, listing.code),
  basePrice: listing.issuePrice.times(100).round().toNumber(),
  drift: 0.0001,
  volatility: 0.025,
  suspended: false,
  contract: undefined,
})
