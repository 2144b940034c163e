import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { standard } from './feeSchedule.js'
import { tradingFeeParts } from './tradingFeeParts.js'

const texts = (parts: { buyFee: M.Money; sellFee: M.Money }) => [M.toText(parts.buyFee), M.toText(parts.sellFee)]

it('a closed position: 4 806.00 × 0.0003 = 1.44 (half-up of 1.4418) buy fee, the rest of 2.89 is the sell fee', () => {
  expect(texts(tradingFeeParts(M.of('2.89'), M.of('4806.00'), true, standard))).toEqual(['1.44', '1.45'])
})

it('an open position has only a buy fee', () => {
  expect(texts(tradingFeeParts(M.of('1.44'), M.of('4806.00'), false, standard))).toEqual(['1.44', '0.00'])
})

test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), fc.boolean()])(
  'the two charges always add up to the fee charged, neither below zero',
  (feePaise, notionalPaise, closed) => {
    const fee = M.of(feePaise).div(100) as M.Money
    const parts = tradingFeeParts(fee, M.of(notionalPaise).div(100) as M.Money, closed, standard)
    expect(M.add(parts.buyFee, parts.sellFee).eq(fee)).toBe(true)
    expect(parts.buyFee.gte(0) && parts.sellFee.gte(0)).toBe(true)
  },
)
