import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { minute } from '../time/Instant.js'
import {
  checkNotice,
  confirmRechargeByHand,
  failRechargeByHand,
  isFreshNotification,
  settleByNotice,
} from './paymentNotification.js'
import type { RechargeOrder } from './recharge.js'

const t0 = 1_750_000_000_000
const waiting: RechargeOrder = { amount: M.of('500.00'), status: 0, createdAt: t0 }
const keyOf = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)

describe('payment notifications', () => {
  it('are fresh for 5 minutes either way, stale one millisecond later', () => {
    expect(isFreshNotification(t0, t0 + 5 * minute)).toBe(true)
    expect(isFreshNotification(t0, t0 + 5 * minute + 1)).toBe(false)
    expect(isFreshNotification(t0 + 5 * minute, t0)).toBe(true)
    expect(isFreshNotification(t0 + 5 * minute + 1, t0)).toBe(false)
  })

  it('must name the order amount and be fresh', () => {
    const notice = { orderSn: 'R1', outcome: 'paid' as const, amount: M.of('500'), sentAt: t0 }
    expect(checkNotice(notice, waiting, t0 + minute)).toBeUndefined()
    expect(checkNotice({ ...notice, amount: M.of('500.01') }, waiting, t0)?.key).toBe('paymentNotificationInvalid')
    expect(checkNotice(notice, waiting, t0 + 6 * minute)?.key).toBe('paymentNotificationStale')
  })

  it('credits a paid order before its deadline, cancels it at the deadline', () => {
    const paid = settleByNotice(waiting, 'paid', t0 + 30 * minute - 1)
    expect(paid).toEqual({ ok: true, value: { record: { ...waiting, status: 1 }, availableChange: M.of('500') } })
    const late = settleByNotice(waiting, 'paid', t0 + 30 * minute)
    expect(late).toEqual({ ok: true, value: { record: { ...waiting, status: 3 }, availableChange: M.zero } })
    expect(keyOf(settleByNotice(waiting, 'failed', t0))).toBe('ok')
  })

  test.prop([fc.constantFrom<'paid' | 'failed'>('paid', 'failed'), fc.integer({ min: 0, max: 90 * minute })])(
    'reaches exactly one final status, and a second notice is refused',
    (outcome, elapsed) => {
      const first = settleByNotice(waiting, outcome, t0 + elapsed)
      expect(first.ok).toBe(true)
      if (!first.ok) return
      const status = first.value.record.status
      const expected = elapsed >= 30 * minute ? 3 : outcome === 'paid' ? 1 : 2
      expect(status).toBe(expected)
      expect(first.value.availableChange.eq(status === 1 ? 500 : 0)).toBe(true)
      expect(keyOf(settleByNotice(first.value.record, 'paid', t0 + elapsed))).toBe('rechargeClosed')
    },
  )
})

describe('finance reviews a waiting order by hand', () => {
  it('confirms with a bank reference, even after the payment window', () => {
    expect(confirmRechargeByHand(waiting, 'UTR 4711')).toEqual({
      ok: true,
      value: { record: { ...waiting, status: 1 }, availableChange: M.of('500') },
    })
    expect(keyOf(confirmRechargeByHand(waiting, '  '))).toBe('rechargeReferenceRequired')
    expect(keyOf(confirmRechargeByHand({ ...waiting, status: 3 }, 'UTR 4711'))).toBe('rechargeClosed')
  })

  it('fails with a reason, crediting nothing', () => {
    const failed = failRechargeByHand(waiting, 'no money arrived')
    expect(failed.ok && failed.value.record.status).toBe(2)
    expect(failed.ok && failed.value.availableChange.isZero()).toBe(true)
    expect(keyOf(failRechargeByHand(waiting, ''))).toBe('fundsReasonRequired')
    expect(keyOf(failRechargeByHand({ ...waiting, status: 1 }, 'late'))).toBe('rechargeClosed')
  })
})
