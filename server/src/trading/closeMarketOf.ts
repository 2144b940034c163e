import type { CloseMarket } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import { isOrderWindowOpen } from './orderWindow.js'

/** The market a close of `instrument` meets at `now`: live price, today's limits, and whether owner closes are open. */
export const closeMarketOf = (market: MarketService, instrument: Instrument, now: number): CloseMarket => ({
  price: market.quote(instrument.code)?.price,
  limits: market.limits(instrument.code),
  tradingOpen: isOrderWindowOpen(market, instrument, now),
})
