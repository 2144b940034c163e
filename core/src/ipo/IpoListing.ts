import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
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

/** Whether the new share trades at `now`: from its listing date on (DECISIONS §8). */
export const isListed = (listing: Pick<IpoListing, 'listingDate'>, now: Instant): boolean => now >= listing.listingDate

/**
 * A new share is offered only for a code the market does not trade yet (issue 35): a listing still to list whose
 * code already trades is refused (`ipoCodeAlreadyTrades`); one whose listing date has passed is a share that listed
 * and trades, as it should. Example: code 600123 trading, listing in 3 days → refused; the same listed 7 days ago → ok.
 */
export const checkNewShareCode = (listing: IpoListing, codeTrades: boolean, now: Instant): R.Result<IpoListing> =>
  codeTrades && !isListed(listing, now)
    ? R.fail(domainError('ipoCodeAlreadyTrades', { code: listing.code }))
    : R.ok(listing)
