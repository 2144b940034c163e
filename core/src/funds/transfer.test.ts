import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { defaultSettings } from '../settings/Settings.js'
import { applyTransfer, type Balances, checkTransfer, isTransferType, type TransferType } from './transfer.js'

const balances: Balances = { stock: M.of('1000'), index: M.of('200.50'), futures: M.of('-30') }
const check = (type: TransferType, amount: string | undefined, settings = defaultSettings) =>
  checkTransfer(type, amount === undefined ? undefined : M.of(amount), balances, settings)
const keyOf = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)
const texts = (b: Balances) => [M.toText(b.stock), M.toText(b.index), M.toText(b.futures)]

describe('transfers between accounts', () => {
  it('moves 300.50 from stock to index with no fee (type 1)', () => {
    const result = check(1, '300.50')
    expect(result.ok && result.value).toMatchObject({ from: 'stock', to: 'index' })
    // stock 1000 − 300.50 = 699.50; index 200.50 + 300.50 = 501.00; futures unchanged
    if (result.ok) expect(texts(applyTransfer(balances, result.value))).toEqual(['699.50', '501.00', '-30.00'])
  })

  it('names the accounts of each type', () => {
    const routes = ([1, 2, 3, 4] as const).map((type) => {
      const result = checkTransfer(type, M.of(1), { stock: M.of(9), index: M.of(9), futures: M.of(9) }, defaultSettings)
      return result.ok ? `${result.value.from}>${result.value.to}` : result.error.key
    })
    expect(routes).toEqual(['stock>index', 'index>stock', 'stock>futures', 'futures>stock'])
  })

  it('refuses hidden tabs, empty, zero, 3 decimals, a negative source and too much', () => {
    expect(keyOf(check(1, '10', { ...defaultSettings, indexDisplay: false }))).toBe('transferUnavailable')
    expect(keyOf(check(3, '10', { ...defaultSettings, futuresDisplay: false }))).toBe('transferUnavailable')
    expect(keyOf(check(3, '10', { ...defaultSettings, indexDisplay: false }))).toBe('ok')
    expect(keyOf(check(1, undefined))).toBe('transferAmountRequired')
    expect(keyOf(check(1, '0'))).toBe('transferAmountRequired')
    expect(keyOf(check(1, '1.005'))).toBe('fundsAmountDecimals')
    expect(keyOf(check(4, '1'))).toBe('transferBalanceNotPositive')
    const tooMuch = check(2, '200.51')
    expect(tooMuch.ok ? undefined : tooMuch.error.params).toEqual({ available: '200.50' })
    expect(keyOf(check(2, '200.50'))).toBe('ok')
  })

  it('reads only the four transfer types', () => {
    expect([0, 1, 2, 3, 4, 5, '1'].map(isTransferType)).toEqual([false, true, true, true, true, false, false])
  })
})

const money = fc.integer({ min: -1_000_000, max: 100_000_000 }).map((cents) => M.of(cents).dividedBy(100) as M.Money)
const start = fc.record({ stock: money, index: money, futures: money })
const move = fc.record({
  type: fc.constantFrom<TransferType>(1, 2, 3, 4),
  amount: fc.integer({ min: -100, max: 100_000_000 }).map((cents) => M.of(cents).dividedBy(100) as M.Money),
})

test.prop([start, fc.array(move, { maxLength: 10 })])(
  'conserves the total across accounts, and no accepted transfer overdraws its source',
  (initial, moves) => {
    const total = (b: Balances) => M.sum([b.stock, b.index, b.futures])
    let current = initial
    for (const { type, amount } of moves) {
      const result = checkTransfer(type, amount, current, defaultSettings)
      if (!result.ok) continue
      expect(amount.gt(0) && amount.lte(current[result.value.from])).toBe(true)
      current = applyTransfer(current, result.value)
      expect(current[result.value.from].gte(0)).toBe(true)
    }
    expect(total(current).eq(total(initial))).toBe(true)
  },
)
