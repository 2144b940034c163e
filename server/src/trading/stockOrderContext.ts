import { Fees, type StockOrder } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import { changePercentOf } from '../market/Quote.js'
import { readSettings, readSpreadRules } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { isOrderWindowOpen } from './orderWindow.js'

/** What the engine reads of an order besides the balance: filled in by the server, never by the client. */
export type ServerOrderContext = Omit<StockOrder.StockOrderContext, 'available'>

/**
 * The facts the server owns for a stock order on `instrument` at `now`: the caller's real-name status (from the user
 * row), the order window (core calendar in the configured mode), the live price and today's limits, settings,
 * the fee schedule and the spread rules.
 */
export const stockOrderContext = (
  db: SqlConnection,
  market: MarketService,
  instrument: Instrument,
  realNameStatus: number,
  now: number,
): ServerOrderContext => {
  const settings = readSettings(db)
  const quote = market.quote(instrument.code)
  return {
    signedIn: true,
    realNameStatus,
    tradingOpen: isOrderWindowOpen(market, instrument, now),
    stock: {
      code: instrument.code,
      suspended: instrument.suspended,
      price: quote?.price,
      limits: market.limits(instrument.code),
      changePercent: quote === undefined ? undefined : changePercentOf(quote),
    },
    settings,
    schedule: Fees.fromSettings(settings),
    spreadRules: readSpreadRules(db),
  }
}
