import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { Direction } from '../market/Direction.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import { repriceContractRow, repriceStockRow } from './repriceRow.js'

const stockRow = (direction: Direction) => ({
  positionSn: 'P1',
  orderDirection: direction,
  buyOrderPrice: P.of('10.55'),
  orderNum: 1000,
  now_price: P.of('10.55'),
  orderFee: M.of('5.28'),
  orderSpread: M.of('0.00'),
  spreadRatePrice: M.of('0.00'),
  orderStayFee: M.of('0.00'),
  profitAndLose: M.of('0.00'),
  allProfitAndLose: M.of('-5.28'),
})

const contractRow = (direction: Direction) => ({
  orderDirection: direction,
  buyOrderPrice: P.of('3100.00'),
  orderNum: 2,
  eachPoint: M.of('1.00'),
  now_price: P.of('3100.00'),
  orderFee: M.of('20.00'),
  profitAndLose: M.of('0.00'),
  allProfitAndLose: M.of('-20.00'),
})

const cents = fc.integer({ min: 1, max: 2_000_000 }).map((value) => P.of(value / 100))

describe('an open row at the quote channel’s price', () => {
  it('worked examples, as the server answers them', () => {
    const long = repriceStockRow(stockRow('long'), P.of('10.60'))
    expect([long.now_price.toFixed(2), long.profitAndLose.toFixed(2), long.allProfitAndLose.toFixed(2)]).toEqual([
      '10.60',
      '50.00',
      '44.72',
    ])
    expect(long.positionSn).toBe('P1')
    const contract = repriceContractRow(contractRow('long'), P.of('3150.00'))
    expect([contract.profitAndLose.toFixed(2), contract.allProfitAndLose.toFixed(2)]).toEqual(['100.00', '80.00'])
  })

  test.prop([cents])('a long gains what the short loses; back at the open price the P&L is 0.00', (price) => {
    const long = repriceStockRow(stockRow('long'), price)
    const short = repriceStockRow(stockRow('short'), price)
    expect(long.profitAndLose.plus(short.profitAndLose).isZero()).toBe(true)
    expect(M.sub(long.profitAndLose, long.allProfitAndLose).toFixed(2)).toBe('5.28')
    const back = repriceStockRow(long, P.of('10.55'))
    expect(back.profitAndLose.toFixed(2)).toBe('0.00')
    expect(back.allProfitAndLose.toFixed(2)).toBe('-5.28')
    const contractLong = repriceContractRow(contractRow('long'), price)
    const contractShort = repriceContractRow(contractRow('short'), price)
    expect(contractLong.profitAndLose.plus(contractShort.profitAndLose).isZero()).toBe(true)
  })
})
