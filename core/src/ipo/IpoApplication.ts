import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import type { Market } from '../market/Market.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'
import type { Seed } from '../random/Random.js'
import type { Instant } from '../time/Instant.js'
import type { IpoListing, IpoType } from './IpoListing.js'
import { isOpenForApplication } from './IpoListing.js'
import { type LotteryAudit, runLottery, winnings } from './lottery.js'

/** 1 applied, 2 not allotted or forfeited, 3 allotted (awaiting payment), 4 paid, 5 listed as a position. */
export type IpoStatus = 1 | 2 | 3 | 4 | 5

/** One user's application. `paid` is what this application holds in IPO frozen funds (`djzj`). */
export interface IpoApplication {
  readonly id: string
  readonly code: string
  readonly type: IpoType
  readonly status: IpoStatus
  readonly applied: Shares
  readonly allotted: Shares
  readonly price: Price
  readonly paid: Money
}

/** Signed changes to the account's balances; every movement sums to zero (money only moves between them). */
export interface IpoMovement {
  readonly available: Money
  readonly ipoFrozen: Money
  /** The stock account's frozen margin, which a listed application's position holds. */
  readonly frozen: Money
}

/** An application after a step, with the money the step moved. */
export interface IpoStep {
  readonly application: IpoApplication
  readonly movement: IpoMovement
}

/** The only status changes there are (type 1: 1→3→4→5, 1→2, 3→2; type 2: 1→4→5, 1→2). */
export const transitions: Readonly<Record<IpoStatus, readonly IpoStatus[]>> = {
  1: [2, 3, 4],
  2: [],
  3: [2, 4],
  4: [5],
  5: [],
}

const noMovement: IpoMovement = { available: M.zero, ipoFrozen: M.zero, frozen: M.zero }
const move = (fromAvailable: Money): IpoMovement => ({
  available: M.neg(fromAvailable),
  ipoFrozen: fromAvailable,
  frozen: M.zero,
})

/** The price of `shares` at the issue price, rounded once: 1 500 shares at 12.345 → 18 517.50. */
export const cost = (price: Price, shares: Shares): Money => M.round(price.times(shares))

/**
 * Checks an application, first failure wins: quantity given, ≥ 1, ≤ orderNumber, ≥ minQuantity, whole hands,
 * before the application deadline, and for placement (type 2) the cost within available funds.
 */
export const checkApply = (
  listing: IpoListing,
  quantity: Shares | undefined,
  now: Instant,
  available: Money,
): R.Result<Shares> => {
  if (quantity === undefined) return R.fail(domainError('ipoQuantityRequired'))
  if (quantity.lt(1)) return R.fail(domainError('ipoQuantityAtLeastOne'))
  if (quantity.gt(listing.orderNumber))
    return R.fail(domainError('ipoQuantityAboveMax', { max: listing.orderNumber.toString() }))
  if (quantity.lt(listing.minQuantity)) return R.fail(domainError('ipoQuantityBelowMin'))
  if (!S.isWholeHands(quantity)) return R.fail(domainError('ipoQuantityWholeHands'))
  if (!isOpenForApplication(listing, now)) return R.fail(domainError('ipoApplicationClosed'))
  if (listing.type === 2 && cost(listing.issuePrice, quantity).gt(available))
    return R.fail(domainError('ipoInsufficientFunds'))
  return R.ok(quantity)
}

/**
 * Applies (→ 1). Placement (type 2) pays now: cost moves from available to IPO frozen.
 * Example: type 2, 1 000 shares at 25.50 → available −25 500.00, djzj +25 500.00.
 */
export const apply = (
  id: string,
  listing: IpoListing,
  quantity: Shares | undefined,
  now: Instant,
  available: Money,
): R.Result<IpoStep> => {
  const checked = checkApply(listing, quantity, now, available)
  if (!checked.ok) return checked
  const paid = listing.type === 2 ? cost(listing.issuePrice, checked.value) : M.zero
  const application: IpoApplication = {
    id,
    code: listing.code,
    type: listing.type,
    status: 1,
    applied: checked.value,
    allotted: S.of(0),
    price: listing.issuePrice,
    paid,
  }
  return R.ok({ application, movement: move(paid) })
}

/** The lottery of one listing: its audit and every applied application's step. */
export interface IpoAllotment {
  readonly audit: LotteryAudit
  readonly steps: readonly IpoStep[]
}

const allot = (application: IpoApplication, hands: number): IpoStep => {
  const allotted = S.of(hands * S.perHand)
  if (application.type === 1)
    return { application: { ...application, allotted, status: hands > 0 ? 3 : 2 }, movement: noMovement }
  const kept = cost(application.price, allotted)
  const refund = M.sub(application.paid, kept)
  return {
    application: { ...application, allotted, paid: kept, status: hands > 0 ? 4 : 2 },
    movement: move(M.neg(refund)),
  }
}

/**
 * Runs the seeded lottery at the application deadline over the listing's applications in status 1, at `winRate`
 * (`ipoWinRate`). Type 1 winners → 3, type 2 winners → 4 with the unallotted part refunded; no win → 2.
 * Example: type 2, 1 000 shares (10 hands) at 25.50, paid 25 500.00, 3 hands won → kept 7 650.00, refund 17 850.00.
 */
export const runAllotment = (
  listing: IpoListing,
  applications: readonly IpoApplication[],
  seed: Seed,
  winRate: Rate,
  now: Instant,
): R.Result<IpoAllotment> => {
  if (now < listing.applicationDeadline) return R.fail(domainError('ipoLotteryTooEarly'))
  const open = applications.filter((a) => a.code === listing.code && a.status === 1)
  const audit = runLottery(
    seed,
    winRate,
    open.map((a) => ({ id: a.id, hands: a.applied.dividedBy(S.perHand).toNumber() })),
  )
  const won = winnings(audit)
  return R.ok({ audit, steps: open.map((a) => allot(a, won.get(a.id) ?? 0)) })
}

/**
 * Confirms payment of an online (type 1) allotment before the payment deadline: 3 → 4, the cost moves from
 * available to IPO frozen. Example: 300 shares at 25.50 → available −7 650.00, djzj +7 650.00.
 */
export const pay = (
  application: IpoApplication,
  listing: IpoListing,
  now: Instant,
  available: Money,
): R.Result<IpoStep> => {
  if (application.status !== 3 || application.type !== 1) return R.fail(domainError('ipoNotAwaitingPayment'))
  if (now > listing.paymentDeadline) return R.fail(domainError('ipoPaymentClosed'))
  const amount = cost(application.price, application.allotted)
  if (amount.gt(available)) return R.fail(domainError('ipoInsufficientFunds'))
  return R.ok({ application: { ...application, status: 4, paid: amount }, movement: move(amount) })
}

/** After the payment deadline an unpaid allotment is forfeited: 3 → 2 (the allotted count stays on record). */
export const forfeit = (application: IpoApplication, listing: IpoListing, now: Instant): R.Result<IpoStep> => {
  if (application.status !== 3) return R.fail(domainError('ipoNotAwaitingPayment'))
  if (now <= listing.paymentDeadline) return R.fail(domainError('ipoPaymentStillOpen'))
  return R.ok({ application: { ...application, status: 2 }, movement: noMovement })
}

/** What the position book needs to open the listed shares: long, lever 1, at the issue price, no charges. */
export interface IpoPosition {
  readonly applicationId: string
  readonly code: string
  readonly market: Market
  readonly direction: 'long'
  readonly lever: 1
  readonly shares: Shares
  readonly openPrice: Price
  readonly margin: Money
  readonly charges: Money
}

/**
 * On the listing date a paid application becomes a position: 4 → 5; its IPO frozen funds become the position's
 * margin. Example: 300 shares paid 7 650.00 → djzj −7 650.00, frozen +7 650.00, long 300 @ 25.50, lever 1.
 */
export const list = (
  application: IpoApplication,
  listing: IpoListing,
  now: Instant,
): R.Result<IpoStep & { readonly position: IpoPosition }> => {
  if (application.status !== 4) return R.fail(domainError('ipoNotPaid'))
  if (now < listing.listingDate) return R.fail(domainError('ipoNotListedYet'))
  return R.ok({
    application: { ...application, status: 5 },
    movement: { available: M.zero, ipoFrozen: M.neg(application.paid), frozen: application.paid },
    position: {
      applicationId: application.id,
      code: listing.code,
      market: listing.market,
      direction: 'long',
      lever: 1,
      shares: application.allotted,
      openPrice: application.price,
      margin: application.paid,
      charges: M.zero,
    },
  })
}
