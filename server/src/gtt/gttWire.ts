import { type Api, type Language, translate } from '@bourse/core'
import type { MarketService } from '../market/MarketService.js'
import type { GttRow } from './gttRows.js'

type GttWire = typeof Api.GttOrder.Encoded

/** A GTT as the investor reads it: legs as decimal text, and a refused order's reason in their language. */
export const gttWire = (market: MarketService, gtt: GttRow, language: Language): GttWire => ({
  id: gtt.id,
  code: gtt.code,
  name: market.instrument(gtt.code)?.name ?? gtt.code,
  type: gtt.type,
  lastPrice: gtt.lastPrice,
  legs: gtt.legs.map((leg) => ({
    triggerPrice: leg.triggerPrice.toFixed(2),
    limitPrice: leg.limitPrice.toFixed(2),
    buyType: leg.buyType,
    buyNum: leg.buyNum,
    lever: leg.lever,
    side: leg.side,
  })),
  status: gtt.status,
  reason: gtt.reason ? translate(gtt.reason.key, language, gtt.reason.params) : '',
  firedLeg: gtt.firedLeg,
  firedAt: gtt.firedAt,
  firedPrice: gtt.firedPrice,
  orderRef: gtt.orderRef,
  expiresAt: gtt.expiresAt,
  createdAt: gtt.createdAt,
})
