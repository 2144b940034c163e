import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { defaultSettings } from '../settings/Settings.js'
import { minute } from '../time/Instant.js'
import {
  expireRecharge,
  failRecharge,
  openRecharge,
  payRecharge,
  quickAmounts,
  type RechargeOrder,
  type RechargeStatus,
} from './recharge.js'

const t0 = 1_750_000_000_000
const open = (amount: string | undefined, waitingOrders = 0) =>
  openRecharge({ amount: amount === undefined ? undefined : M.of(amount), waitingOrders, now: t0 }, defaultSettings)
const order = (): RechargeOrder => {
  const result = open('500')
  if (!result.ok) throw new Error('setup')
  return result.value
}
const errorKey = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)

describe('opening a recharge', () => {
  it('refuses an empty amount, 3 decimals, less than 200, and an 11th waiting order', () => {
    expect(errorKey(open(undefined))).toBe('rechargeAmountRequired')
    expect(errorKey(open('200.001'))).toBe('fundsAmountDecimals')
    const below = open('199.99')
    expect(below.ok ? undefined : below.error).toEqual({
      _tag: 'DomainError',
      key: 'rechargeBelowMinimum',
      params: { min: '200.00' },
    })
    expect(errorKey(open('500', 10))).toBe('rechargeTooManyWaiting')
  })

  it('opens a waiting order at exactly the minimum and with 9 others waiting', () => {
    expect(open('200')).toEqual({ ok: true, value: { amount: M.of('200'), status: 0, createdAt: t0 } })
    expect(open('200', 9).ok).toBe(true)
  })

  it('offers the quick amounts 10 000, 20 000, 30 000, 50 000', () => {
    expect(quickAmounts.map(M.toText)).toEqual(['10000.00', '20000.00', '30000.00', '50000.00'])
  })
})

describe('settling a recharge', () => {
  it('credits the amount when paid before the 30-minute deadline', () => {
    const paid = payRecharge(order(), t0 + 29 * minute)
    expect(paid.ok && paid.value.record.status).toBe(1)
    expect(paid.ok && M.toText(paid.value.availableChange)).toBe('500.00')
  })

  it('marks a failed payment 2 without credit', () => {
    const failed = failRecharge(order(), t0 + minute)
    expect(failed.ok && failed.value.record.status).toBe(2)
    expect(failed.ok && failed.value.availableChange.isZero()).toBe(true)
  })

  it('cancels an order unpaid at 30 minutes, not before, and refuses payment after it', () => {
    expect(errorKey(expireRecharge(order(), t0 + 30 * minute - 1))).toBe('rechargeStillPayable')
    const expired = expireRecharge(order(), t0 + 30 * minute)
    expect(expired.ok && expired.value.record.status).toBe(3)
    expect(errorKey(payRecharge(order(), t0 + 30 * minute))).toBe('rechargeExpired')
  })
})

type Command = { kind: 'pay' | 'fail' | 'expire'; at: number }
const command = fc.record({
  kind: fc.constantFrom<Command['kind']>('pay', 'fail', 'expire'),
  at: fc.integer({ min: 0, max: 60 * minute }),
})

// The simpler model: only a waiting order moves; pay/fail before the deadline, expire at or after it.
const modelNext = (status: RechargeStatus, { kind, at }: Command): RechargeStatus | undefined => {
  if (status !== 0) return undefined
  const late = at >= 30 * minute
  if (kind === 'expire') return late ? 3 : undefined
  if (late) return undefined
  return kind === 'pay' ? 1 : 2
}

test.prop([fc.array(command, { maxLength: 8 })])(
  'follows the model on any command sequence; credits once, only on success',
  (commands) => {
    let current = order()
    let credited = M.zero
    for (const c of commands) {
      const run = { pay: payRecharge, fail: failRecharge, expire: expireRecharge }[c.kind]
      const result = run(current, t0 + c.at)
      const expected = modelNext(current.status, c)
      expect(result.ok).toBe(expected !== undefined)
      if (result.ok) {
        expect(result.value.record.status).toBe(expected)
        credited = M.add(credited, result.value.availableChange)
        current = result.value.record
      }
    }
    expect(M.toText(credited)).toBe(current.status === 1 ? '500.00' : '0.00')
  },
)

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('opens exactly the amounts of at least 200.00', (cents) => {
  const amount = M.of(cents).dividedBy(100)
  expect(open(amount.toString()).ok).toBe(amount.gte(200))
})
