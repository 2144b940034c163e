import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'
import type { Settings } from '../settings/Settings.js'
import type { Board } from './board.js'

/** How far a price may move in a day, up and down, as fractions of the previous close. */
export interface LimitRates {
  readonly riseLimit: Rate
  readonly downLimit: Rate
}

/** The two prices a stock may not trade beyond today. */
export interface PriceLimits {
  readonly limitUp: Price
  readonly limitDown: Price
}

const twenty: LimitRates = { riseLimit: R.of('0.2'), downLimit: R.of('0.2') }
const thirty: LimitRates = { riseLimit: R.of('0.3'), downLimit: R.of('0.3') }

/**
 * The limit rates of a board (DECISIONS §4): the main board takes `riseLimit`/`downLimit` from settings,
 * STAR and ChiNext 0.2, Beijing 0.3; Hong Kong and US have no limits (`undefined`).
 */
export const limitRatesOf = (
  board: Board,
  settings: Pick<Settings, 'riseLimit' | 'downLimit'>,
): LimitRates | undefined => {
  switch (board) {
    case 'main':
      return { riseLimit: settings.riseLimit, downLimit: settings.downLimit }
    case 'star':
    case 'chinext':
      return twenty
    case 'bj':
      return thirty
    default:
      return undefined
  }
}

/** Limit-up = round2(prevClose × (1 + riseLimit)). Example: 10.05 × 1.1 = 11.055 → 11.06. */
export const limitUp = (prevClose: Price, riseLimit: Rate): Price => P.of(M.round(prevClose.times(riseLimit.plus(1))))

/** Limit-down = round2(prevClose × (1 − downLimit)). Example: 10.05 × 0.9 = 9.045 → 9.05. */
export const limitDown = (prevClose: Price, downLimit: Rate): Price =>
  P.of(M.round(prevClose.times(R.of(1).minus(downLimit))))

/**
 * Today's limits of a stock on `board`, or `undefined` where the board has none (HK, US).
 * Example: main board, previous close 10.00 → 11.00 / 9.00; STAR → 12.00 / 8.00.
 */
export const priceLimits = (
  prevClose: Price,
  board: Board,
  settings: Pick<Settings, 'riseLimit' | 'downLimit'>,
): PriceLimits | undefined => {
  const rates = limitRatesOf(board, settings)
  return rates && { limitUp: limitUp(prevClose, rates.riseLimit), limitDown: limitDown(prevClose, rates.downLimit) }
}

/** True when a long may not open: the price is at or above limit-up (DECISIONS §2 check 7). */
export const isAtLimitUp = (price: Price, limits: PriceLimits | undefined): boolean =>
  limits !== undefined && price.gte(limits.limitUp)

/** True when a short may not open (or a long not be closed by its owner): at or below limit-down. */
export const isAtLimitDown = (price: Price, limits: PriceLimits | undefined): boolean =>
  limits !== undefined && price.lte(limits.limitDown)
