import { type Exposure, exposureOf, withoutPosition, withPosition } from '../risk/Exposure.js'
import type { RiskPosition } from '../risk/RiskPosition.js'
import type { Event } from './Event.js'
import type { OpenStockPosition } from './OpenStockPosition.js'

/** Core's risk view of an open stock position: its shares are the P&L of a one-rupee move. */
export const stockRiskPosition = (position: OpenStockPosition): RiskPosition => ({
  symbol: position.stockCode,
  direction: position.direction,
  openPrice: position.openPrice,
  quantity: position.shares,
  stayFees: position.stayFees,
})

/** The exposure of a state's open stock positions. */
export const stockExposureOf = (positions: Readonly<Record<string, OpenStockPosition>>): Exposure =>
  exposureOf(Object.values(positions).map(stockRiskPosition))

/**
 * The stock exposure after `event`, from the exposure before it: every event `evolve` lets open, close or
 * re-price a stock position is here, so folding a state's events from `noExposure` equals `stockExposureOf` of its
 * positions (checked after every step of the engine's model-based test, and by the IPO listing, block-trade and
 * strong-buy fill scenarios, which the model does not generate).
 */
export const exposureAfter = (exposure: Exposure, event: Event): Exposure => {
  switch (event.type) {
    case 'stockPositionOpened':
    case 'blockTradeBought':
      return withPosition(exposure, stockRiskPosition(event.position))
    case 'pendingOrderSettled':
    case 'ipoChanged':
    case 'strongBuySettled':
      return event.position ? withPosition(exposure, stockRiskPosition(event.position)) : exposure
    case 'stockPositionClosed':
      return withoutPosition(exposure, stockRiskPosition(event.position))
    case 'stayFeesAccrued':
      return stockExposureOf(event.positions)
    default:
      return exposure
  }
}
