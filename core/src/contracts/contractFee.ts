import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/**
 * The opening fee of a contract order: round2(transFee × hands). Example: transFee 12.345, 3 hands → 37.035 → 37.04.
 */
export const contractFee = (transFee: Money, hands: number): Money => M.round(transFee.times(hands))
