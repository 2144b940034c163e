import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { fundFlowReference, type ReferencedLine } from './fundFlowReference.js'

const line = (id: number, deType: string, amount: number, balance: string, orderSn: string | null): ReferencedLine => ({
  id,
  deType,
  deAmt: M.of(amount),
  balance,
  orderSn,
})

it('reads a transfer from its two halves, never its command id', () => {
  const out = line(2, 'transferOut', -2000, 'stock.available', 'transfer:df89a1c2')
  const into = line(3, 'transferIn', 2000, 'index.available', 'transfer:df89a1c2')
  expect(fundFlowReference(out, [out, into], 'en')).toBe('Transfer · stock → index')
  expect(fundFlowReference(into, [out, into], 'zh-CN')).toBe('划转 · 股票账户 → 指数账户')
  // only one half loaded: nothing raw is shown
  expect(fundFlowReference(out, [out], 'en')).toBeUndefined()
})

it('names the financing margin as a transfer to the sub-account, and the records by their numbers', () => {
  const margin = [
    line(5, 'financingMargin', -5000, 'stock.available', 'SA00000001'),
    line(6, 'financingMargin', 5000, 'financing.available', 'SA00000001'),
  ]
  expect(fundFlowReference(margin[0] as ReferencedLine, margin, 'en')).toBe(
    'Transfer · stock → financing · sub-account SA00000001',
  )
  expect(fundFlowReference(line(7, 'buyFee', -3, 'stock.available', 'S20261129082903123456'), [], 'en')).toBe(
    'position S20261129082903123456',
  )
  expect(fundFlowReference(line(8, 'withdrawalFee', -19, 'stock.available', '12'), [], 'en')).toBe('withdrawal no. 12')
  expect(fundFlowReference(line(9, 'deposit', 10000, 'stock.available', 'R20261129ab'), [], 'zh-TW')).toBe(
    '充值訂單 R20261129ab',
  )
  expect(fundFlowReference(line(10, 'reservationFrozen', -900, 'stock.available', '3'), [], 'en')).toBe(
    'pending order no. 3',
  )
  expect(fundFlowReference(line(11, 'reservationFrozen', -900, 'stock.available', 'strong-buy:4'), [], 'en')).toBe(
    'strong-buy application no. 4',
  )
  // a margin frozen within one account is not a transfer: the summary already says it, the reference names the position
  const frozen = [
    line(12, 'marginFrozen', -480, 'stock.available', 'S20261129082903123457'),
    line(13, 'marginFrozen', 480, 'stock.frozen', 'S20261129082903123457'),
  ]
  expect(fundFlowReference(frozen[1] as ReferencedLine, frozen, 'en')).toBe('position S20261129082903123457')
  expect(fundFlowReference(line(14, 'buyFee', -3, 'stock.available', null), [], 'en')).toBeUndefined()
})

const balances = ['stock.available', 'stock.frozen', 'index.available', 'futures.available', 'financing.available']
const reference = fc.oneof(
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `transfer:${n.toString(16)}`),
  fc.integer({ min: 1, max: 99_999 }).map(String),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `SA${String(n).padStart(8, '0')}`),
)
const anyLine = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  deType: fc.constantFrom('transferOut', 'transferIn', 'financingMargin', 'withdrawal', 'deposit', 'buyFee'),
  deAmt: fc.integer({ min: -10_000, max: 10_000 }).map((n) => M.of(n)),
  balance: fc.constantFrom(...balances),
  orderSn: reference,
})

test.prop([anyLine, fc.array(anyLine, { maxLength: 6 }), fc.constantFrom('en', 'zh-CN', 'zh-TW' as const)])(
  'never shows a command id, and reads in the language asked',
  (each, others, language) => {
    const text = fundFlowReference(each, [each, ...others], language) ?? ''
    expect(text).not.toContain('transfer:')
    if (language !== 'en') expect(text).not.toMatch(/Transfer|withdrawal|sub-account|top-up/)
  },
)
