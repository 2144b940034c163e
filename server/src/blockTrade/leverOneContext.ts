import { Calendar, exchangeOf, Fees, type LeverOneContext } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import { readSettings, readSpreadRules } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'

/**
 * The facts the server owns for a lever-1 buy (block trade, strong-buy) on `instrument` at `now`: the caller's
 * real-name status from the user row, the order window from core's calendar in the configured mode, suspension,
 * the fee schedule from the settings and the spread rules.
 */
export const leverOneContext = (
  db: SqlConnection,
  market: MarketService,
  instrument: Instrument,
  userId: number,
  now: number,
): LeverOneContext => {
  const open = Calendar.isOrderWindowOpen(exchangeOf(instrument.market), now, market.calendar)
  return {
    realNameStatus: findUserById(db, userId)?.isActive ?? 0,
    tradingOpen: open.ok && open.value,
    suspended: instrument.suspended,
    schedule: Fees.fromSettings(readSettings(db)),
    spreadRules: readSpreadRules(db),
  }
}
