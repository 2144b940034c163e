import type { Branded } from './Brand.js'
import { type DecimalInput, toDec } from './Dec.js'
import type { Money } from './Money.js'
import * as MoneyOps from './Money.js'
import type { Shares } from './Shares.js'

/** A price per share (or per index point). */
export type Price = Branded<'Price'>

export const of = (value: DecimalInput): Price => toDec(value) as Price

/** Value of `shares` at `price`, unrounded: `notional(of('10.5'), Shares.of(200))` is 2100. */
export const notional = (price: Price, shares: Shares): Money => MoneyOps.of(price.times(shares))

export const isPositive = (price: Price): boolean => price.gt(0)
