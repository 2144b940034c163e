import { type Api, contractProfitAndLoss, Money, type Price } from '@bourse/core'
import type { StoredContractPosition } from './storedContractPosition.js'

type IndexWire = typeof Api.IndexPosition.Encoded
type FuturesWire = typeof Api.FuturesPosition.Encoded
type CommonWire = Omit<IndexWire, 'indexName' | 'indexCode'>

/** A 2-decimal amount; a zero is "0.00", never "-0.00". */
const amount = (value: Money.Money): string => {
  const rounded = Money.round(value)
  return rounded.isZero() ? '0.00' : Money.toText(rounded)
}

const point = (value: Price.Price): string => value.toFixed(2)

/**
 * The spec's fields of a contract position (trading spec §3, DECISIONS §7). Open: P&L at `livePoint`, rounded as it
 * would be booked; closed: the settled point and P&L. `allProfitAndLose` = P&L − the opening fee.
 * Example: long 2 hands at 3 100.00, eachPoint 1, fee 20.00, live 3 150.00 → P&L 100.00, all 80.00.
 */
const commonFields = (stored: StoredContractPosition, livePoint: Price.Price, prevClose?: Price.Price): CommonWire => {
  const { position, closed } = stored
  const nowPoint = closed?.closePoint ?? livePoint
  const pnl = Money.round(
    closed?.pnl ??
      contractProfitAndLoss(position.direction, position.openPoint, nowPoint, position.eachPoint, position.hands),
  )
  return {
    id: stored.id,
    positionSn: position.positionSn,
    state: closed ? 1 : 0,
    orderDirection: position.direction,
    orderNum: position.hands,
    lever: position.lever,
    buyOrderPrice: point(position.openPoint),
    now_price: point(nowPoint),
    ...(prevClose === undefined ? {} : { preClose: point(prevClose) }),
    eachPoint: amount(position.eachPoint),
    margin: amount(position.deposit),
    orderFee: amount(position.fee),
    profitAndLose: amount(pnl),
    allProfitAndLose: amount(Money.sub(pnl, position.fee)),
    buyOrderTime: position.openedAt,
    sellOrderTime: closed?.at ?? null,
    sellOrderPrice: closed ? point(closed.closePoint) : null,
    closeReason: closed ? (closed.reason === 'owner' ? 'user' : 'liquidation') : null,
  }
}

/** An `IndexPosition` on the wire. */
export const indexPositionWire = (
  stored: StoredContractPosition,
  livePoint: Price.Price,
  prevClose?: Price.Price,
): IndexWire => ({
  ...commonFields(stored, livePoint, prevClose),
  indexName: stored.position.name,
  indexCode: stored.position.code,
})

/** A `FuturesPosition` on the wire. */
export const futuresPositionWire = (
  stored: StoredContractPosition,
  livePoint: Price.Price,
  prevClose?: Price.Price,
): FuturesWire => ({
  ...commonFields(stored, livePoint, prevClose),
  futuresName: stored.position.name,
  futuresCode: stored.position.code,
})
