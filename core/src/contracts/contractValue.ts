import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * The contract value shown on the order page: eachPoint × hands × 100, exact (displayed, never charged).
 * Example: eachPoint 10, 3 hands → 3 000.
 */
export const contractValue = (eachPoint: Money, hands: number): Money => M.of(eachPoint.times(hands).times(100))
