import type { Market } from '../market/Market.js'
import type { StockPosition } from '../positions/StockPosition.js'
import type { Targets } from '../positions/takeProfitStopLoss.js'
import type { Instant } from '../time/Instant.js'

/** An open stock position as the engine holds it: core's `StockPosition` plus what identifies and guards it. */
export interface OpenStockPosition extends StockPosition {
  readonly positionSn: string
  readonly stockCode: string
  readonly stockName: string
  readonly market: Market
  readonly lever: number
  readonly targets: Targets
  readonly openedAt: Instant
}

/** Why a position was closed, as the investor's records show it. */
export type CloseReason = 'owner' | 'takeProfit' | 'stopLoss' | 'liquidation' | 'stayMaxDays'
