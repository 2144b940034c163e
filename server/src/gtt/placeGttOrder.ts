import {
  Calendar,
  Direction,
  type DomainError,
  domainError,
  exchangeOf,
  Gtt,
  type Price,
  Result,
  Shares,
} from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import type { MarketService } from '../market/MarketService.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { newPositionSn, nextPendingOrderId } from '../trading/identifiers.js'
import { savePlacementPrice } from '../trading/pendingOrderRows.js'
import { stockOrderContext } from '../trading/stockOrderContext.js'
import { findUserById } from '../users/usersRepository.js'
import type { GttRow } from './gttRows.js'

/** What a fired leg's order became: a position filled at once, or a waiting order at the limit. */
export type GttOrderPlaced =
  | { readonly plan: 'fill'; readonly ref: string; readonly price: Price.Price }
  | { readonly plan: 'wait'; readonly ref: string; readonly price: Price.Price }

/**
 * Places a fired leg's limit order through the engine, exactly as the order screen would (DECISIONS §2, §5, §26), in
 * the caller's transaction: with the market at or better than the limit, a market order fills at the live price;
 * else a pending order at the limit price waits until the day's close. Every check of an order placed now applies
 * (real name, hours, suspension, lever, hands, limits, funds); a refusal is answered, not thrown. Command ids derive
 * from the GTT, so a repeat decides nothing.
 */
export const placeGttOrder = (
  db: SqlConnection,
  market: MarketService,
  gtt: GttRow,
  leg: Gtt.GttLeg,
  now: number,
): Result.Result<GttOrderPlaced> => {
  const instrument = market.instrument(gtt.code)
  const price = market.quote(gtt.code)?.price
  if (instrument?.kind !== 'stock' || price === undefined) return Result.fail(domainError('orderPriceUnknown'))
  const realNameStatus = findUserById(db, gtt.userId)?.isActive ?? 0
  const request = {
    direction: Direction.fromBuyType(leg.buyType),
    shares: Shares.of(leg.buyNum),
    lever: leg.lever,
    profitTarget: undefined,
    stopLoss: undefined,
  }
  const context = stockOrderContext(db, market, instrument, realNameStatus, now)
  if (Gtt.gttOrderPlan(leg, price) === 'fill') {
    const positionSn = newPositionSn(now)
    const decision = executeCommand(
      db,
      gtt.userId,
      {
        type: 'openStockPosition',
        id: `gtt:${gtt.id}`,
        positionSn,
        stockName: instrument.name,
        market: instrument.market,
        request,
        context,
      },
      now,
    )
    return decision.ok ? Result.ok({ plan: 'fill', ref: positionSn, price }) : refused(decision.error)
  }
  const exchange = exchangeOf(instrument.market)
  const { tradingOpen: _, ...orderContext } = context
  const orderId = nextPendingOrderId(db)
  const decision = executeCommand(
    db,
    gtt.userId,
    {
      type: 'placePendingOrder',
      id: `gtt:${gtt.id}`,
      orderId,
      stockName: instrument.name,
      market: instrument.market,
      request,
      targetPrice: leg.limitPrice,
      currentPrice: price,
      // A GTT's order lives for the day it fired, as Kite's does.
      expiresAt: Calendar.sessionCloseOf(exchange, Calendar.localDate(exchange, now), market.calendar),
      context: orderContext,
    },
    now,
  )
  if (!decision.ok) return refused(decision.error)
  savePlacementPrice(db, orderId, price)
  return Result.ok({ plan: 'wait', ref: orderId, price: leg.limitPrice })
}

const refused = (error: DomainError): Result.Result<GttOrderPlaced> => Result.fail(error)
