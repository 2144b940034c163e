import { type Api, Ipo, Money, type Price } from '@bourse/core'
import type { BlockTradeOrderRow } from './blockTradeOrders.js'
import type { BlockTradeProductRow } from './blockTradeProducts.js'

type ItemWire = typeof Api.BlockTradeItem.Encoded
type RecordWire = typeof Api.BlockTradeRecord.Encoded

/** The spec's block-trade item: the discounted `price` next to the market's `nowPrice` (both "0.00" without a quote). */
export const presentBlockTradeItem = (
  { id, product }: BlockTradeProductRow,
  nowPrice: Price.Price | undefined,
): ItemWire => ({
  id,
  stockName: product.name,
  stockCode: product.code,
  stockType: product.market,
  price: nowPrice ? Ipo.BlockTrade.price(nowPrice, product.discount).toFixed(2) : '0.00',
  nowPrice: nowPrice ? nowPrice.toFixed(2) : '0.00',
  minNum: product.minQuantity.toNumber(),
})

/** A block-trade record: `orderTotalPrice` the notional (= margin at lever 1), `orderFee` all opening charges. */
export const presentBlockTradeRecord = (row: BlockTradeOrderRow): RecordWire => ({
  id: row.id,
  stockName: row.stockName,
  stockCode: row.fill.code,
  num: row.fill.shares.toNumber(),
  price: row.fill.price.toFixed(2),
  orderTotalPrice: Money.toText(row.fill.margin),
  orderFee: Money.toText(row.fill.charges.total),
  positionSn: row.positionSn,
  addTime: row.createdAt,
})
