import { type Api, Direction } from '@bourse/core'
import type { PendingOrderRow } from './pendingOrderRows.js'

type PendingOrderWire = typeof Api.PendingOrder.Encoded

/**
 * The spec's pending-order fields: `limitPrice` is the target, `marketPrice` the price the placement saw, `frozenAmt`
 * the margin and charges at the target that stay frozen until fill, cancel or expiry.
 */
export const presentPendingOrder = ({ order, marketPrice }: PendingOrderRow): PendingOrderWire => ({
  id: Number(order.orderId),
  stockName: order.stockName,
  stockCode: order.stockCode,
  buyType: Direction.toBuyType(order.request.direction),
  status: order.status,
  num: order.request.shares.toNumber(),
  lever: order.request.lever,
  limitPrice: order.targetPrice.toFixed(2),
  marketPrice: (marketPrice ?? order.targetPrice).toFixed(2),
  profitTarget: order.request.profitTarget?.toFixed(2) ?? null,
  stopLoss: order.request.stopLoss?.toFixed(2) ?? null,
  frozenAmt: order.reservation.deposit.toFixed(2),
  addTime: order.placedAt,
  endTime: order.expiresAt,
  failReason: order.reason ?? null,
  positionSn: order.positionSn ?? null,
})
