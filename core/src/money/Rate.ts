import type { Branded } from './Brand.js'
import { type DecimalInput, toDec } from './Dec.js'

/** A fraction such as a fee rate (0.0003) or a ratio (0.8). */
export type Rate = Branded<'Rate'>

export const of = (value: DecimalInput): Rate => toDec(value) as Rate
export const zero: Rate = of(0)
