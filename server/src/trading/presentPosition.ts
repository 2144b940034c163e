import { type Api, Money, Price, profitAndLoss } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { StockPositionRow } from './stockPositionRows.js'

type PositionWire = typeof Api.Position.Encoded

/** The wire position plus what the app shows of the distance to liquidation (an extra field, see docs/api.md). */
export type PositionView = PositionWire & {
  /** The price of this stock at which the account reaches its liquidation line, if any (open rows only). */
  readonly liquidationPrice: string | null
}

const price = (value: Price.Price): string => value.toFixed(2)
const money = (value: Money.Money): string => {
  const text = Money.round(value).toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

/** The engine's 'owner' close reads 'user' on the wire. */
const reasonText = (row: StockPositionRow): PositionWire['closeReason'] =>
  row.reason === undefined ? null : row.reason === 'owner' ? 'user' : row.reason

/**
 * The spec's position fields from the engine's position. Open rows show P&L at `nowPrice` (the live quote):
 * profitAndLose = round2((now − open) × shares), negated for a short; allProfitAndLose = that − buy fee − stamp duty
 * − spread − accrued stay fees. Closed rows show the settlement as booked.
 */
export const presentPosition = (
  row: StockPositionRow,
  instrument: Instrument | undefined,
  nowPrice: Price.Price | undefined,
  liquidationPrice?: Price.Price,
  prevClose?: Price.Price,
): PositionView => {
  const p = row.position
  const settled = row.settlement
  const current = settled?.closePrice ?? nowPrice ?? p.openPrice
  const pnl = settled?.pnl ?? Money.round(profitAndLoss(p.direction, p.openPrice, current, p.shares))
  const openCharges = Money.add(p.openingCharges.total, p.stayFees)
  return {
    id: row.id,
    positionSn: row.positionSn,
    buyOrderId: row.positionSn,
    state: row.state,
    stockName: p.stockName,
    stockCode: p.stockCode,
    stockPlate: instrument?.board ?? '',
    orderDirection: p.direction,
    orderNum: p.shares.toNumber(),
    lever: p.lever,
    buyOrderPrice: price(p.openPrice),
    now_price: price(current),
    marketPrice: price(current),
    ...(prevClose === undefined ? {} : { preClose: price(prevClose) }),
    orderTotalPrice: money(Price.notional(p.openPrice, p.shares)),
    margin: money(p.margin),
    orderFee: money(settled ? Money.add(p.openingCharges.buyFee, settled.sellFee) : p.openingCharges.buyFee),
    orderSpread: money(p.openingCharges.stampDuty),
    spreadRatePrice: money(p.openingCharges.spread),
    orderStayFee: money(p.stayFees),
    orderStayDays: p.stayDays,
    profitAndLose: money(pnl),
    allProfitAndLose: money(settled ? settled.allProfitAndLose : Money.sub(pnl, openCharges)),
    profitTarget: p.targets.profitTarget === undefined ? null : price(p.targets.profitTarget),
    stopLoss: p.targets.stopLoss === undefined ? null : price(p.targets.stopLoss),
    buyOrderTime: p.openedAt,
    sellOrderTime: row.closedAt ?? null,
    sellOrderPrice: settled ? price(settled.closePrice) : null,
    closeReason: reasonText(row),
    subaccountNumber: null,
    liquidationPrice: row.state === 0 && liquidationPrice !== undefined ? price(liquidationPrice) : null,
  }
}

interface Presented {
  readonly row: StockPositionRow
  readonly instrument: Instrument | undefined
  readonly nowPrice: Price.Price | undefined
  readonly liquidationPrice: Price.Price | undefined
  readonly prevClose: Price.Price | undefined
  readonly view: PositionView
}

/** The last view of each open position (positions are immutable: a change makes a new object). */
const presented = new WeakMap<StockPositionRow['position'], Presented>()

/**
 * `presentPosition` for an open row, kept per position object while its row, instrument, price and liquidation price
 * are the same ones (the market replaces a price when it moves), so reading a page again between two ticks formats
 * nothing. Shared: never mutate the view.
 */
export const presentOpenPosition = (
  row: StockPositionRow,
  instrument: Instrument | undefined,
  nowPrice: Price.Price | undefined,
  liquidationPrice?: Price.Price,
  prevClose?: Price.Price,
): PositionView => {
  const known = presented.get(row.position)
  if (
    known !== undefined &&
    known.row.id === row.id &&
    known.row.state === row.state &&
    known.instrument === instrument &&
    known.nowPrice === nowPrice &&
    known.liquidationPrice === liquidationPrice &&
    known.prevClose === prevClose
  ) {
    return known.view
  }
  const view = presentPosition(row, instrument, nowPrice, liquidationPrice, prevClose)
  presented.set(row.position, { row, instrument, nowPrice, liquidationPrice, prevClose, view })
  return view
}
