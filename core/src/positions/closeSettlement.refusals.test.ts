import { describe, expect, it } from 'vitest'
import { standard } from '../fees/feeSchedule.js'
import type { PriceLimits } from '../limits/priceLimits.js'
import * as P from '../money/Price.js'
import { checkClose, closePosition } from './closeSettlement.js'
import { testPosition } from './fixtures/testPosition.js'

// Previous close 10.00 on the main board: limit-up 11.00, limit-down 9.00.
const limits: PriceLimits = { limitUp: P.of('11.00'), limitDown: P.of('9.00') }
const long = testPosition('long', '10.00', 100, '100')
const short = testPosition('short', '10.00', 100, '100')
const open = (price: string | undefined) => ({
  price: price === undefined ? undefined : P.of(price),
  limits,
  tradingOpen: true,
})

describe('closes refused to the owner', () => {
  it('outside trading hours, with the spec wording key', () => {
    expect(checkClose(long, { ...open('10.50'), tradingOpen: false }, 'owner')?.key).toBe('closeOutsideTradingHours')
  })
  it('a long at limit-down, a short at limit-up', () => {
    expect(checkClose(long, open('9.00'), 'owner')).toMatchObject({
      key: 'closeLongAtLimitDown',
      params: { limitDown: '9.00' },
    })
    expect(checkClose(short, open('11.00'), 'owner')).toMatchObject({
      key: 'closeShortAtLimitUp',
      params: { limitUp: '11.00' },
    })
  })
  it('but a long may close at limit-up and a short at limit-down', () => {
    expect(checkClose(long, open('11.00'), 'owner')).toBeUndefined()
    expect(checkClose(short, open('9.00'), 'owner')).toBeUndefined()
  })
  it('no limits (HK, US) means no limit refusal', () => {
    expect(checkClose(long, { ...open('1.00'), limits: undefined }, 'owner')).toBeUndefined()
  })
  it('no price means no close, for anyone', () => {
    expect(checkClose(long, open(undefined), 'owner')?.key).toBe('closePriceUnknown')
    expect(checkClose(long, open(undefined), 'forced')?.key).toBe('closePriceUnknown')
    expect(closePosition(long, open('0'), 'forced', standard)).toMatchObject({ ok: false })
  })
})

describe('forced closes', () => {
  it('pass hours and limits', () => {
    expect(checkClose(long, { ...open('9.00'), tradingOpen: false }, 'forced')).toBeUndefined()
    const result = closePosition(short, open('11.00'), 'forced', standard)
    expect(result.ok && result.value.pnl.toFixed(2)).toBe('-100.00') // −(11.00 − 10.00) × 100
  })
})
