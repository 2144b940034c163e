import type * as Price from '../money/Price.js'
import type { GttLeg } from './Gtt.js'

/**
 * What a fired leg's limit order does at `marketPrice`: `fill` at once when the market is at or better than the limit
 * (a long at or below it, a short at or above it), else `wait` as a pending order at the limit price until the day's
 * close. A long limit 205 with the market at 204.50 fills; at 206 it waits.
 */
export const gttOrderPlan = (leg: Pick<GttLeg, 'buyType' | 'limitPrice'>, marketPrice: Price.Price): 'fill' | 'wait' =>
  (leg.buyType === 0 ? marketPrice.lte(leg.limitPrice) : marketPrice.gte(leg.limitPrice)) ? 'fill' : 'wait'
