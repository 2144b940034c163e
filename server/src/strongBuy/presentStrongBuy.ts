import { type Api, Ipo, Money, type Price, type StrongBuyOrder } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import { changePercentOf, type Quote } from '../market/Quote.js'

type ItemWire = typeof Api.StrongBuyItem.Encoded
type ApplicationWire = typeof Api.StrongBuyApplication.Encoded

/** The spec's strong-buy item: `price` is the limit-up price in thousandths (the client divides by 1000). */
export const presentStrongBuyItem = (instrument: Instrument, quote: Quote, limitUp: Price.Price): ItemWire => ({
  id: instrument.id,
  name: instrument.name,
  code: instrument.code,
  stockType: instrument.market,
  price: Ipo.toThousandths(limitUp),
  hcrate: changePercentOf(quote).toFixed(2),
})

/** A strong-buy application: what it froze, how many shares were filled, and its status (0 waiting, 1 filled, 2 not). */
export const presentStrongBuyApplication = (order: StrongBuyOrder): ApplicationWire => ({
  id: Number(order.id),
  stockName: order.stockName,
  stockCode: order.code,
  buyNum: order.shares.toNumber(),
  price: order.price.toFixed(2),
  frozenAmt: Money.toText(order.frozen),
  status: order.status,
  filledNum: order.filled.toNumber(),
  addTime: order.appliedAt,
})
