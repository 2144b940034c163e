/** Long ("buy up", buyType 0) profits when the price rises; short ("buy fall", buyType 1) when it falls. */
export type Direction = 'long' | 'short'

export type BuyType = 0 | 1

export const fromBuyType = (buyType: BuyType): Direction => (buyType === 0 ? 'long' : 'short')
export const toBuyType = (direction: Direction): BuyType => (direction === 'long' ? 0 : 1)

/** +1 for long, −1 for short: the sign a price move has on the holder's P&L. */
export const sign = (direction: Direction): 1 | -1 => (direction === 'long' ? 1 : -1)
