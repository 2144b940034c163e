import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import { Dec } from '../money/Dec.js'
import * as Price from '../money/Price.js'
import { type ArmedLeg, type GttType, gttRules, gttTypes } from './Gtt.js'

/** A leg as sent (JSON in the `legs` field of `/user/gtt/add.do`). */
export interface GttLegForm {
  readonly triggerPrice: string
  readonly buyType: number
  readonly buyNum: number
  readonly lever: number
  readonly limitPrice: string
}

/** A GTT as the investor asks for it: the price they saw (`lastPrice`) and one or two legs. */
export interface GttForm {
  readonly type: string
  readonly lastPrice: string
  readonly legs: readonly GttLegForm[]
}

/** What the server knows when the GTT is asked for: its own last price and how many of the investor's are active. */
export interface GttFacts {
  readonly serverPrice: Price.Price
  readonly active: number
}

const price = /^\d{1,10}(\.\d{1,2})?$/

const legOf = (leg: GttLegForm, serverPrice: Price.Price): R.Result<ArmedLeg> => {
  if (!price.test(String(leg.triggerPrice)) || !price.test(String(leg.limitPrice)))
    return R.fail(domainError('gttPriceInvalid'))
  const triggerPrice = Price.of(String(leg.triggerPrice))
  const limitPrice = Price.of(String(leg.limitPrice))
  if (!triggerPrice.gt(0) || !limitPrice.gt(0)) return R.fail(domainError('gttPriceInvalid'))
  if (leg.buyType !== 0 && leg.buyType !== 1) return R.fail(domainError('apiInvalidField', { field: 'buyType' }))
  if (!Number.isSafeInteger(leg.buyNum) || leg.buyNum <= 0)
    return R.fail(domainError('apiInvalidField', { field: 'buyNum' }))
  if (!Number.isSafeInteger(leg.lever) || leg.lever <= 0)
    return R.fail(domainError('apiInvalidField', { field: 'lever' }))
  const distance = triggerPrice.minus(serverPrice).abs().dividedBy(serverPrice)
  if (distance.lt(gttRules.minTriggerDistance))
    return R.fail(domainError('gttTriggerTooClose', { price: serverPrice.toFixed(2) }))
  return R.ok({
    triggerPrice,
    limitPrice,
    buyType: leg.buyType,
    buyNum: leg.buyNum,
    lever: leg.lever,
    side: triggerPrice.gt(serverPrice) ? 'rise' : 'fall',
  })
}

/**
 * Checks a GTT (issue 30, Kite's rules): room for it (250 active), a known type with its number of legs (one; an OCO
 * two, one trigger above the price and one below), the price the investor saw within 1 % of the server's, each
 * trigger at least 0.25 % from the server's price. The order rules themselves (hands, lever, funds, limits, hours)
 * are checked when a leg fires, by the engine, exactly as for an order placed then. Answers the legs armed on their
 * side: with the price at 200, a trigger at 210 is on the `rise` side, one at 190 on the `fall` side.
 */
export const checkGttForm = (form: GttForm, facts: GttFacts): R.Result<{ type: GttType; legs: ArmedLeg[] }> => {
  if (facts.active >= gttRules.maxActive)
    return R.fail(domainError('gttLimitReached', { max: String(gttRules.maxActive) }))
  if (!(gttTypes as readonly string[]).includes(form.type))
    return R.fail(domainError('apiInvalidField', { field: 'type' }))
  const type = form.type as GttType
  if (form.legs.length !== (type === 'single' ? 1 : 2)) return R.fail(domainError('gttLegsInvalid'))
  if (!price.test(form.lastPrice)) return R.fail(domainError('apiInvalidField', { field: 'lastPrice' }))
  const drift = new Dec(form.lastPrice).minus(facts.serverPrice).abs().dividedBy(facts.serverPrice)
  if (drift.gt(gttRules.maxLastPriceDrift))
    return R.fail(domainError('gttLastPriceStale', { price: facts.serverPrice.toFixed(2) }))
  const legs: ArmedLeg[] = []
  for (const leg of form.legs) {
    const armed = legOf(leg, facts.serverPrice)
    if (!armed.ok) return armed
    legs.push(armed.value)
  }
  if (type === 'oco' && legs[0]?.side === legs[1]?.side) return R.fail(domainError('gttOcoSides'))
  return R.ok({ type, legs })
}
