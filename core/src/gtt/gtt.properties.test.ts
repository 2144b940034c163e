import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as Price from '../money/Price.js'
import { checkGttForm } from './checkGttForm.js'
import { gttRules } from './Gtt.js'
import { gttOrderPlan } from './gttOrderPlan.js'

const leg = (triggerPrice: string, limitPrice = triggerPrice, buyType = 0) => ({
  triggerPrice,
  limitPrice,
  buyType,
  buyNum: 200,
  lever: 10,
})
const facts = { serverPrice: Price.of('200.00'), active: 0 }

describe('checking a GTT (Kite’s rules)', () => {
  it('arms a single trigger above or below the price on its side', () => {
    expect(checkGttForm({ type: 'single', lastPrice: '200.00', legs: [leg('210')] }, facts)).toMatchObject({
      ok: true,
      value: { type: 'single', legs: [{ side: 'rise' }] },
    })
    expect(checkGttForm({ type: 'single', lastPrice: '200.50', legs: [leg('190')] }, facts)).toMatchObject({
      ok: true,
      value: { legs: [{ side: 'fall' }] },
    })
  })

  it('refuses a trigger closer than 0.25 %: 200.49 is 0.245 % away, 200.50 is 0.25 %', () => {
    expect(checkGttForm({ type: 'single', lastPrice: '200', legs: [leg('200.49')] }, facts)).toMatchObject({
      ok: false,
      error: { key: 'gttTriggerTooClose', params: { price: '200.00' } },
    })
    expect(checkGttForm({ type: 'single', lastPrice: '200', legs: [leg('200.50')] }, facts).ok).toBe(true)
  })

  it('refuses a last price more than 1 % from the server’s: 202.01 is stale, 202.00 is not', () => {
    expect(checkGttForm({ type: 'single', lastPrice: '202.01', legs: [leg('210')] }, facts)).toMatchObject({
      ok: false,
      error: { key: 'gttLastPriceStale' },
    })
    expect(checkGttForm({ type: 'single', lastPrice: '202.00', legs: [leg('210')] }, facts).ok).toBe(true)
  })

  it('needs an OCO’s two triggers on both sides, and refuses the 251st active GTT', () => {
    expect(checkGttForm({ type: 'oco', lastPrice: '200', legs: [leg('210'), leg('190')] }, facts).ok).toBe(true)
    expect(checkGttForm({ type: 'oco', lastPrice: '200', legs: [leg('210'), leg('220')] }, facts)).toMatchObject({
      error: { key: 'gttOcoSides' },
    })
    expect(checkGttForm({ type: 'oco', lastPrice: '200', legs: [leg('210')] }, facts)).toMatchObject({
      error: { key: 'gttLegsInvalid' },
    })
    expect(
      checkGttForm({ type: 'single', lastPrice: '200', legs: [leg('210')] }, { ...facts, active: gttRules.maxActive }),
    ).toMatchObject({ error: { key: 'gttLimitReached', params: { max: '250' } } })
  })

  test.prop([fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: 100, max: 100_000 })])(
    'arms a leg on the rise side exactly when its trigger is above the server’s price, if far enough',
    (serverCents, triggerCents) => {
      const serverPrice = Price.of(serverCents / 100)
      const checked = checkGttForm(
        { type: 'single', lastPrice: serverPrice.toFixed(2), legs: [leg((triggerCents / 100).toFixed(2))] },
        { serverPrice, active: 0 },
      )
      const farEnough = Math.abs(triggerCents - serverCents) / serverCents >= 0.0025
      expect(checked.ok).toBe(farEnough)
      if (checked.ok) expect(checked.value.legs[0]?.side).toBe(triggerCents > serverCents ? 'rise' : 'fall')
    },
  )
})

describe('a fired leg’s order', () => {
  it('fills at once when the market is at or better than the limit, else waits', () => {
    expect(gttOrderPlan({ buyType: 0, limitPrice: Price.of('205') }, Price.of('204.50'))).toBe('fill')
    expect(gttOrderPlan({ buyType: 0, limitPrice: Price.of('205') }, Price.of('205'))).toBe('fill')
    expect(gttOrderPlan({ buyType: 0, limitPrice: Price.of('205') }, Price.of('206'))).toBe('wait')
    expect(gttOrderPlan({ buyType: 1, limitPrice: Price.of('190') }, Price.of('190.50'))).toBe('fill')
    expect(gttOrderPlan({ buyType: 1, limitPrice: Price.of('190') }, Price.of('189'))).toBe('wait')
  })
})
