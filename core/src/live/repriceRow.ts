import { contractProfitAndLoss } from '../contracts/contractProfitAndLoss.js'
import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as S from '../money/Shares.js'
import { profitAndLoss } from '../positions/profitAndLoss.js'

/** What an open stock position row carries that a new price changes (the wire names of `/user/position/list.do`). */
export interface StockRowPricing {
  readonly orderDirection: Direction
  readonly buyOrderPrice: Price
  /** Shares. */
  readonly orderNum: number
  readonly now_price: Price
  readonly orderFee: Money
  readonly orderSpread: Money
  readonly spreadRatePrice: Money
  readonly orderStayFee: Money
  readonly profitAndLose: Money
  readonly allProfitAndLose: Money
}

/** What an open index or futures position row carries that a new point changes. */
export interface ContractRowPricing {
  readonly orderDirection: Direction
  readonly buyOrderPrice: Price
  /** Hands. */
  readonly orderNum: number
  readonly eachPoint: Money
  readonly now_price: Price
  readonly orderFee: Money
  readonly profitAndLose: Money
  readonly allProfitAndLose: Money
}

/** Rounded once, two decimals half-up, as the server books and shows it; never "-0.00". */
const booked = (amount: Money): Money => {
  const rounded = M.round(amount)
  return rounded.isZero() ? M.zero : rounded
}

/**
 * An open stock row at a new price from the quote channel (issue 36): the fields the server would answer at that
 * price — `now_price`, `profitAndLose` = round2((price − open) × shares), negated for a short, and
 * `allProfitAndLose` = that − buy fee − stamp duty − spread − accrued stay fees. Everything else stays as REST
 * answered it (REST stays the source of truth; the next REST read replaces the row).
 *
 * @example long 1 000 shares from 10.55, buy fee 5.28, price 10.60 → profitAndLose 50.00, allProfitAndLose 44.72
 */
export const repriceStockRow = <Row extends StockRowPricing>(row: Row, price: Price): Row => {
  const pnl = booked(profitAndLoss(row.orderDirection, row.buyOrderPrice, price, S.of(row.orderNum)))
  const charges = M.sum([row.orderFee, row.orderSpread, row.spreadRatePrice, row.orderStayFee])
  return { ...row, now_price: price, profitAndLose: pnl, allProfitAndLose: booked(M.sub(pnl, charges)) }
}

/**
 * An open index or futures row at a new point: `profitAndLose` = round2((point − open) × eachPoint × hands), negated
 * for a short, and `allProfitAndLose` = that − the opening fee, as the server answers them.
 *
 * @example long 2 hands from 3 100.00, eachPoint 1, fee 20.00, point 3 150.00 → 100.00 and 80.00
 */
export const repriceContractRow = <Row extends ContractRowPricing>(row: Row, point: Price): Row => {
  const pnl = booked(contractProfitAndLoss(row.orderDirection, row.buyOrderPrice, point, row.eachPoint, row.orderNum))
  return { ...row, now_price: point, profitAndLose: pnl, allProfitAndLose: booked(M.sub(pnl, row.orderFee)) }
}
