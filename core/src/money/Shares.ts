import type { Branded } from './Brand.js'
import { type DecimalInput, toDec } from './Dec.js'
import { type Hands, of as handsOf } from './Hands.js'

/** A count of shares; one hand is 100 shares. */
export type Shares = Branded<'Shares'>

export const perHand = 100

export const of = (value: DecimalInput): Shares => toDec(value) as Shares
export const fromHands = (hands: Hands): Shares => of(hands.times(perHand))
/** The hands a count of shares makes: 250 shares are 2.5 hands. */
export const toHands = (shares: Shares): Hands => handsOf(shares.dividedBy(perHand))
/** True when the count is a whole number of hands: 300 is, 250 is not. */
export const isWholeHands = (shares: Shares): boolean => shares.isInteger() && shares.mod(perHand).isZero()
