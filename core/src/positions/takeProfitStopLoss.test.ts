import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as P from '../money/Price.js'
import { checkTargetChange, checkTargets, targetTrigger } from './takeProfitStopLoss.js'

const p = (text: string) => P.of(text)

describe('TP/SL validation, worked examples', () => {
  it('long needs TP > price > SL', () => {
    expect(checkTargets('long', p('10.00'), { profitTarget: p('11'), stopLoss: p('9') })).toBeUndefined()
    expect(checkTargets('long', p('10.00'), {})).toBeUndefined()
    expect(checkTargets('long', p('10.00'), { profitTarget: p('10.00') })?.key).toBe('takeProfitLongNotAbove')
    expect(checkTargets('long', p('10.00'), { stopLoss: p('10.00') })?.key).toBe('stopLossLongNotBelow')
    expect(checkTargets('long', p('10.00'), { profitTarget: p('9.5') })?.params).toEqual({ price: '10.00' })
  })

  it('short needs TP < price < SL', () => {
    expect(checkTargets('short', p('10.00'), { profitTarget: p('9'), stopLoss: p('11') })).toBeUndefined()
    expect(checkTargets('short', p('10.00'), { profitTarget: p('10.00') })?.key).toBe('takeProfitShortNotBelow')
    expect(checkTargets('short', p('10.00'), { stopLoss: p('9.99') })?.key).toBe('stopLossShortNotAbove')
  })

  it('targets must be positive', () => {
    expect(checkTargets('long', p('10.00'), { stopLoss: p('0') })?.key).toBe('targetNotPositive')
    expect(checkTargets('short', p('10.00'), { profitTarget: p('-1') })?.key).toBe('targetNotPositive')
  })

  it('a change on an open position is checked against the current price', () => {
    // opened at 10.00, now 12.00: a TP of 11.50 has already been crossed
    expect(checkTargetChange('long', p('12.00'), { profitTarget: p('11.50') })?.key).toBe('takeProfitLongNotAbove')
    expect(checkTargetChange('long', p('12.00'), { profitTarget: p('12.50'), stopLoss: p('11.50') })).toBeUndefined()
  })
})

describe('TP/SL triggers, worked examples', () => {
  const long = { profitTarget: p('11.00'), stopLoss: p('9.00') }
  const short = { profitTarget: p('9.00'), stopLoss: p('11.00') }
  it('long: price ≥ TP or ≤ SL', () => {
    expect(targetTrigger('long', p('11.00'), long)).toBe('takeProfit')
    expect(targetTrigger('long', p('11.20'), long)).toBe('takeProfit')
    expect(targetTrigger('long', p('9.00'), long)).toBe('stopLoss')
    expect(targetTrigger('long', p('10.99'), long)).toBeUndefined()
    expect(targetTrigger('long', p('9.01'), long)).toBeUndefined()
  })
  it('short: price ≤ TP or ≥ SL', () => {
    expect(targetTrigger('short', p('9.00'), short)).toBe('takeProfit')
    expect(targetTrigger('short', p('11.00'), short)).toBe('stopLoss')
    expect(targetTrigger('short', p('10.00'), short)).toBeUndefined()
  })
  it('no targets, no trigger', () => {
    expect(targetTrigger('long', p('1000'), {})).toBeUndefined()
  })
})

const cents = fc.integer({ min: 1, max: 1_000_000 })
const optional = fc.option(cents, { nil: undefined })
const price = (c: number) => P.of(c).dividedBy(100) as P.Price
// Reflect around 20 000.00 so every mirrored price stays positive.
const mirror = (c: number) => price(2_000_001 - c)

describe('TP/SL laws', () => {
  test.prop([cents, optional, optional])('triggers mirror between long and short', (now, tp, sl) => {
    const longTargets = {
      profitTarget: tp === undefined ? undefined : price(tp),
      stopLoss: sl === undefined ? undefined : price(sl),
    }
    const shortTargets = {
      profitTarget: tp === undefined ? undefined : mirror(tp),
      stopLoss: sl === undefined ? undefined : mirror(sl),
    }
    expect(targetTrigger('long', price(now), longTargets)).toBe(targetTrigger('short', mirror(now), shortTargets))
  })

  test.prop([cents, optional, optional])('validation mirrors between long and short', (now, tp, sl) => {
    const longError = checkTargets('long', price(now), {
      profitTarget: tp === undefined ? undefined : price(tp),
      stopLoss: sl === undefined ? undefined : price(sl),
    })
    const shortError = checkTargets('short', mirror(now), {
      profitTarget: tp === undefined ? undefined : mirror(tp),
      stopLoss: sl === undefined ? undefined : mirror(sl),
    })
    expect(longError === undefined).toBe(shortError === undefined)
  })

  test.prop([cents, optional, optional])('valid targets never fire at the price they were set at', (now, tp, sl) => {
    const targets = {
      profitTarget: tp === undefined ? undefined : price(tp),
      stopLoss: sl === undefined ? undefined : price(sl),
    }
    for (const direction of ['long', 'short'] as const)
      if (checkTargets(direction, price(now), targets) === undefined)
        expect(targetTrigger(direction, price(now), targets)).toBeUndefined()
  })
})
