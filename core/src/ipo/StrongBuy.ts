import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import { type OpeningCharges, openingCharges } from '../fees/openingCharges.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import * as S from '../money/Shares.js'
import type { Seed } from '../random/Random.js'
import { type LotteryAudit, runLottery, winnings } from './lottery.js'

/** A strong-buy application: shares wanted at the limit-up price, with the money frozen to cover them. */
export interface StrongBuyApplication {
  readonly id: string
  readonly code: string
  readonly shares: Shares
  readonly price: Price
  /** The spread rate fixed at application, so the charges of any fill are known and never exceed the freeze. */
  readonly spreadRate: Rate
  readonly frozen: Money
}

/** What the queue needs to know about the stock and the account. */
export interface StrongBuyQuote {
  readonly price: Price
  readonly limitUp: Price
  readonly available: Money
  readonly schedule: FeeSchedule
  readonly spreadRate: Rate
}

/** Cost of `shares` at `price` as an ordinary lever-1 buy: round2(notional) plus the opening charges. */
const costOf = (price: Price, shares: Shares, schedule: FeeSchedule, spreadRate: Rate) => {
  const notional = M.round(price.times(shares))
  const charges = openingCharges(notional, schedule, spreadRate)
  return { notional, charges, total: M.add(notional, charges.total) }
}

/**
 * Queues an application for a stock at limit-up: whole hands (≥ 1), the stock at limit-up now, and the lever-1
 * cost of all shares at limit-up, charges included, frozen from available.
 * Example: 500 shares at limit-up 11.00 → 5 500.00 + fee 1.65 + duty 5.50 + spread 2.75 = 5 509.90 frozen.
 */
export const apply = (
  id: string,
  code: string,
  shares: Shares,
  quote: StrongBuyQuote,
): R.Result<StrongBuyApplication> => {
  if (!S.isWholeHands(shares) || shares.lt(S.perHand)) return R.fail(domainError('strongBuyQuantityInvalid'))
  if (!quote.limitUp.gt(0) || quote.price.lt(quote.limitUp)) return R.fail(domainError('strongBuyNotAtLimitUp'))
  const { total } = costOf(quote.limitUp, shares, quote.schedule, quote.spreadRate)
  if (total.gt(quote.available)) return R.fail(domainError('ipoInsufficientFunds'))
  return R.ok({ id, code, shares, price: quote.limitUp, spreadRate: quote.spreadRate, frozen: total })
}

/** The outcome of one application at session end: filled shares (maybe 0), what they cost, and the refund. */
export interface StrongBuyFill {
  readonly application: StrongBuyApplication
  readonly filled: Shares
  readonly notional: Money
  readonly charges: OpeningCharges
  /** frozen − notional − charges: returned to available. */
  readonly refund: Money
}

/**
 * At session end, fills each queued application by the seeded lottery at `fillRate` (`strongBuyFillRate`) in whole
 * hands, at its limit-up price, lever 1; the rest of the freeze is refunded. Filled shares open a long lever-1
 * position with margin = notional. Example: 500 shares frozen 5 509.90, 1 hand filled at 11.00 → notional
 * 1 100.00, charges 0.33 + 1.10 + 0.55 = 1.98, refund 5 509.90 − 1 101.98 = 4 407.92.
 */
export const settle = (
  applications: readonly StrongBuyApplication[],
  seed: Seed,
  fillRate: Rate,
  schedule: FeeSchedule,
): { readonly audit: LotteryAudit; readonly fills: readonly StrongBuyFill[] } => {
  const audit = runLottery(
    seed,
    fillRate,
    applications.map((a) => ({ id: a.id, hands: a.shares.dividedBy(S.perHand).toNumber() })),
  )
  const won = winnings(audit)
  const fills = applications.map((application): StrongBuyFill => {
    const filled = S.of((won.get(application.id) ?? 0) * S.perHand)
    const { notional, charges, total } = costOf(application.price, filled, schedule, application.spreadRate)
    return { application, filled, notional, charges, refund: M.sub(application.frozen, total) }
  })
  return { audit, fills }
}
