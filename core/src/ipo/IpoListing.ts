import type { Market } from '../market/Market.js'
import type { Price } from '../money/Price.js'
import type { Shares } from '../money/Shares.js'
import type { Instant } from '../time/Instant.js'

/** 1 online (pay after winning), 2 placement (pay when applying). */
export type IpoType = 1 | 2

/** A new share on offer (DECISIONS §8). Deadlines are instants; applying is open while now < applicationDeadline. */
export interface IpoListing {
  readonly code: string
  readonly name: string
  readonly market: Market
  readonly issuePrice: Price
  /** Most shares per application. */
  readonly orderNumber: Shares
  readonly minQuantity: Shares
  readonly type: IpoType
  readonly applicationDeadline: Instant
  readonly paymentDeadline: Instant
  readonly listingDate: Instant
}

/** Whether the listing still takes applications at `now`: until (not at) its application deadline (DECISIONS §8). */
export const isOpenForApplication = (listing: Pick<IpoListing, 'applicationDeadline'>, now: Instant): boolean =>
  now < listing.applicationDeadline
