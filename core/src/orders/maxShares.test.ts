import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as Fees from '../fees/feeSchedule.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { fundsRefusal } from './checkStockOrder.js'
import { maxShares } from './maxShares.js'
import { quoteStockOrder } from './stockOrderQuote.js'

const spread = () => R.of('0.0005')
const input = (available: string, percent = '0.9') => ({
  price: P.of('10.00'),
  lever: 10,
  available: M.of(available),
  settings: { ...defaultSettings, buyMaxAmtPercent: R.of(percent) },
  schedule: Fees.standard,
  spreadRateOf: spread,
})

it('worked examples: the 90 % margin ceiling, then margin + charges, then nothing', () => {
  // margin 100.00 a hand: 90 hands freeze 9 000.00 = 90 % of 10 000.00
  expect(maxShares(input('10000.00'))?.toNumber()).toBe(9000)
  // 98 hands: 9 800.00 + 29.40 + 98.00 + 49.00 = 9 976.40; 99 would need 9 900.00 + 178.20 = 10 078.20
  expect(maxShares(input('10000.00', '1'))?.toNumber()).toBe(9800)
  // one hand needs 100.00 of margin, more than 90 % of 100.00
  expect(maxShares(input('100.00'))).toBeUndefined()
  expect(maxShares(input('0.00'))).toBeUndefined()
})

it('stops at buyMaxNum and refuses below buyMinAmt', () => {
  const rich = { ...input('100000000.00'), settings: { ...defaultSettings, buyMaxNum: S.of(5000) } }
  expect(maxShares(rich)?.toNumber()).toBe(5000)
  const strict = { ...input('10000.00'), settings: { ...defaultSettings, buyMinAmt: M.of('20000') } }
  expect(maxShares(strict)).toBeUndefined()
})

const fitsAt = (hands: number, case_: ReturnType<typeof input>) =>
  fundsRefusal(
    quoteStockOrder(
      { price: case_.price, shares: S.of(hands * 100), lever: case_.lever, spreadRate: spread() },
      case_.schedule,
    ),
    case_.available,
    case_.settings,
  ) === undefined

test.prop([
  fc.integer({ min: 1, max: 50_000 }),
  fc.constantFrom(1, 5, 10, 20, 30),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.constantFrom('0.5', '0.9', '1'),
])('is the largest whole-hand order check 9 accepts (against a scan of every hand)', (cents, lever, paise, percent) => {
  const case_ = {
    ...input((paise / 100).toFixed(2), percent),
    price: P.of((cents / 100).toFixed(2)),
    lever,
    settings: { ...defaultSettings, buyMaxNum: S.of(20_000), buyMaxAmtPercent: R.of(percent) },
  }
  let scanned: number | undefined
  for (let hands = 200; hands >= 1 && scanned === undefined; hands -= 1) if (fitsAt(hands, case_)) scanned = hands
  expect(maxShares(case_)?.toNumber()).toBe(scanned === undefined ? undefined : scanned * 100)
})
