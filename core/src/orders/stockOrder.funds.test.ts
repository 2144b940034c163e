import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { defaultSettings } from '../settings/Settings.js'
import { checkStockOrder } from './checkStockOrder.js'
import { baseContext, baseRequest, withPrice } from './fixtures/testOrder.js'

const withAvailable = (available: string) => ({ ...baseContext, available: M.of(available) })

describe('check 9: funds (base order: margin 1 055.00, charges 19.00, deposit 1 074.00)', () => {
  it('succeeds with the quote, and the deposit may use available exactly', () => {
    // 90 % of 1 172.23 = 1 055.007 ≥ 1 055.00; deposit 1 074.00 ≤ 1 172.23
    const result = checkStockOrder(baseRequest, withAvailable('1172.23'))
    expect(result.ok && [result.value.margin, result.value.charges, result.value.deposit].map(M.toText)).toEqual([
      '1055.00',
      '19.00',
      '1074.00',
    ])
  })

  it('refuses when available is not positive (gap loss, DECISIONS §6)', () => {
    expect(checkStockOrder(baseRequest, withAvailable('0'))).toMatchObject({
      error: { key: 'orderAvailableNotPositive' },
    })
    expect(checkStockOrder(baseRequest, withAvailable('-12.50'))).toMatchObject({
      error: { key: 'orderAvailableNotPositive' },
    })
  })

  it('refuses a margin below buyMinAmt', () => {
    // 1 hand at 1.00, lever 30: 100 ÷ 30 = 3.33 < 10.00
    const result = checkStockOrder({ ...baseRequest, shares: S.of(100), lever: 30 }, withPrice(baseContext, '1.00'))
    expect(result).toMatchObject({ error: { key: 'orderMarginBelowMin', params: { margin: '3.33', min: '10.00' } } })
  })

  it('refuses a margin above available × buyMaxAmtPercent', () => {
    // 90 % of 1 172.22 = 1 054.998 < 1 055.00
    expect(checkStockOrder(baseRequest, withAvailable('1172.22'))).toMatchObject({
      error: { key: 'orderMarginAboveMax', params: { margin: '1055.00', max: '1055.00', percent: '90' } },
    })
    // 90 % of 1 000 = 900.00
    expect(checkStockOrder(baseRequest, withAvailable('1000'))).toMatchObject({
      error: { key: 'orderMarginAboveMax', params: { max: '900.00' } },
    })
  })

  it('refuses when margin + charges exceed available', () => {
    // lever 1, 100 % allowed: margin 10 550.00 + charges 19.00 = 10 569.00 > 10 568.99
    const settings = { ...defaultSettings, siteLever: [1], buyMaxAmtPercent: R.of(1) }
    const context = { ...withAvailable('10568.99'), settings }
    expect(checkStockOrder({ ...baseRequest, lever: 1 }, context)).toMatchObject({
      error: { key: 'orderInsufficientFunds', params: { needed: '10,569.00', available: '10,568.99' } },
    })
    expect(checkStockOrder({ ...baseRequest, lever: 1 }, { ...context, available: M.of('10569') }).ok).toBe(true)
  })
})
