import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as S from '../money/Shares.js'
import { profitAndLoss } from './profitAndLoss.js'

it('long 200 shares from 10.00 to 10.55 gains 110.00; the short loses it', () => {
  expect(M.toText(profitAndLoss('long', P.of('10.00'), P.of('10.55'), S.of(200)))).toBe('110.00')
  expect(M.toText(profitAndLoss('short', P.of('10.00'), P.of('10.55'), S.of(200)))).toBe('-110.00')
})

const price = fc.integer({ min: 1, max: 1_000_000 }).map((cents) => P.of(cents).dividedBy(100) as P.Price)
const shares = fc.integer({ min: 1, max: 1000 }).map((hands) => S.of(hands * 100))

test.prop([price, price, shares])('long and short mirror each other; no move, no P&L', (open, close, count) => {
  expect(
    profitAndLoss('long', open, close, count)
      .plus(profitAndLoss('short', open, close, count))
      .isZero(),
  ).toBe(true)
  expect(profitAndLoss('long', open, open, count).isZero()).toBe(true)
})
