import { Calendar, exchangeOf } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'

/**
 * Whether the instrument's market accepts orders and owner closes at `now` (DECISIONS §9): cn 09:32–11:30 and
 * 13:00–14:57 Shanghai time on trading days, always in `demo` mode. A date past the holiday list's coverage is closed.
 */
export const isOrderWindowOpen = (market: MarketService, instrument: Instrument, now: number): boolean => {
  const open = Calendar.isOrderWindowOpen(exchangeOf(instrument.market), now, market.calendar)
  return open.ok && open.value
}
