import type { MessageKey } from '@bourse/core'
import { failpoint, fired } from '../crash/failpoint.js'
import type { MarketService } from '../market/MarketService.js'
import { notifyInvestor } from '../notifications/notifyInvestor.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { claimGttFiring, findOwnGtt, recordGttOutcome } from './gttRows.js'
import { placeGttOrder } from './placeGttOrder.js'

const outcomeKeys: Record<'fill' | 'wait' | 'refused', MessageKey> = {
  fill: 'gttFiredFilled',
  wait: 'gttFiredWaiting',
  refused: 'gttFiredRejected',
}

/**
 * Fires a GTT leg the trigger book found crossed (issue 30), in one transaction: the leg's trigger checked again at
 * the live price, the GTT claimed (only an active one: so an OCO's other leg, a second tick or a second process
 * fires nothing), the leg's order placed through the engine — filled, waiting, or refused (the GTT then `rejected`
 * with the engine's reason) — and the investor told. Call it inside the order window. Answers whether it fired.
 */
export const fireGttLeg = (
  db: SqlConnection,
  market: MarketService,
  userId: number,
  gttId: number,
  legIndex: number,
  now: number,
): boolean =>
  fired(
    'gtt',
    db.transaction(() => {
      const gtt = findOwnGtt(db, userId, gttId)
      const leg = gtt?.legs[legIndex]
      const price = market.quote(gtt?.code ?? '')?.price
      if (gtt?.status !== 'active' || leg === undefined || price === undefined || now >= gtt.expiresAt) return false
      if (!(leg.side === 'rise' ? price.gte(leg.triggerPrice) : price.lte(leg.triggerPrice))) return false
      if (!claimGttFiring(db, gtt, legIndex, price.toFixed(2), now)) return false
      const placed = placeGttOrder(db, market, gtt, leg, now)
      recordGttOutcome(db, gtt.id, placed.ok ? { orderRef: placed.value.ref } : { refusal: placed.error }, now)
      notifyInvestor(
        db,
        userId,
        {
          notice: {
            key: outcomeKeys[placed.ok ? placed.value.plan : 'refused'],
            params: {
              name: market.instrument(gtt.code)?.name ?? gtt.code,
              code: gtt.code,
              trigger: leg.triggerPrice.toFixed(2),
              ...(placed.ok ? { price: placed.value.price.toFixed(2) } : {}),
            },
          },
          change: { topic: 'gtt', action: placed.ok ? 'triggered' : 'rejected', ref: String(gtt.id) },
          url: `/kline?code=${encodeURIComponent(gtt.code)}`,
          tag: `gtt-${gtt.id}`,
        },
        now,
      )
      failpoint('gttFiring')
      return true
    })(),
  )
