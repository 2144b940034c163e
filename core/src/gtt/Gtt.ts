import type * as Price from '../money/Price.js'

/** `single`: one trigger; `oco` (one cancels the other): a target above and a stop below, the first to fire wins. */
export const gttTypes = ['single', 'oco'] as const
export type GttType = (typeof gttTypes)[number]

export const gttStatuses = ['active', 'triggered', 'rejected', 'expired', 'cancelled', 'deleted'] as const
export type GttStatus = (typeof gttStatuses)[number]

/**
 * Kite's rules (DECISIONS §26): at most 250 active a investor, valid one year, each trigger at least 0.25 % from the
 * last price, and the last price the investor saw within 1 % of the server's (else it was stale).
 */
export const gttRules = {
  maxActive: 250,
  validForMs: 365 * 24 * 60 * 60 * 1000,
  minTriggerDistance: '0.0025',
  maxLastPriceDrift: '0.01',
} as const

/** One leg: when the price reaches `triggerPrice`, a limit order of `buyNum` shares at `limitPrice` is placed. */
export interface GttLeg {
  readonly triggerPrice: Price.Price
  /** 0 long ("buy up"), 1 short ("buy fall"), as the order screen sends it. */
  readonly buyType: 0 | 1
  /** Shares (hands × 100), as `/user/buy.do` takes them. */
  readonly buyNum: number
  readonly lever: number
  readonly limitPrice: Price.Price
}

/** A leg with the side its trigger is on: `rise` fires at or above the trigger, `fall` at or below. */
export interface ArmedLeg extends GttLeg {
  readonly side: 'rise' | 'fall'
}
