import { Dec } from '../money/Dec.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'

/**
 * A price as the strong-buy list sends it: in thousandths, an integer (the client divides by 1000).
 * A price with more than 3 decimals is rounded half-up. Example: 12.34 → 12340; 0.0005 → 1.
 */
export const toThousandths = (price: Price): number =>
  price.times(1000).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber()

/** The price a thousandths integer stands for: 12340 → 12.34. */
export const fromThousandths = (thousandths: number): Price => P.of(new Dec(thousandths).dividedBy(1000))
