import type { Branded } from './Brand.js'
import { type DecimalInput, toDec } from './Dec.js'

/** A count of lots: 100 shares for a stock, one contract for an index or a future. */
export type Hands = Branded<'Hands'>

export const of = (value: DecimalInput): Hands => toDec(value) as Hands
