import type { MarketService } from '../market/MarketService.js'
import type { CloseContractPosition, OpenContractPosition } from './engineTypes.js'
import { isOrderWindowOpen } from './orderWindow.js'

/**
 * The engine command closing the owner's open contract position at the simulator's current point, with the
 * calendar's answer; `undefined` when the instrument or its quote is gone (the close is then refused).
 */
export const contractCloseCommand = (
  market: MarketService,
  position: OpenContractPosition,
  now: number,
): CloseContractPosition | undefined => {
  const instrument = market.instrument(position.code)
  const quote = market.quote(position.code)
  if (!instrument || !quote) return undefined
  return {
    type: 'closeContractPosition',
    id: `close-${position.positionSn}`,
    positionSn: position.positionSn,
    point: quote.price,
    tradingOpen: isOrderWindowOpen(market, instrument, now),
  }
}
