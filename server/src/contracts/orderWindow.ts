import { Calendar } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'

/**
 * Whether orders and closes of `instrument` are accepted at `now` under the server's calendar mode (DECISIONS §9);
 * a date beyond the holiday list's coverage counts as closed.
 */
export const isOrderWindowOpen = (market: MarketService, instrument: Instrument, now: number): boolean => {
  const open = Calendar.isOrderWindowOpen(instrument.exchange, now, market.calendar)
  return open.ok && open.value
}
