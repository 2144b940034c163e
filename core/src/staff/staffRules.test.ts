import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { checkAdjustmentDecision, readAdjustmentAmount } from './adjustmentReview.js'
import { mayCall, staffRoles } from './StaffRole.js'
import { checkStaffPassword } from './staffPassword.js'
import { isStaffSessionLive, staffSessionRule } from './staffSession.js'

const roleSet = fc.subarray([...staffRoles])

describe('staff roles', () => {
  it('lets the auditor read but not review money', () => {
    expect(mayCall(['auditor'], ['auditor', 'admin'])).toBe(true)
    expect(mayCall(['auditor'], ['finance'])).toBe(false)
    expect(mayCall(['support', 'finance'], ['finance'])).toBe(true)
  })

  test.prop([roleSet, roleSet])('allows exactly when the member holds one allowed role', (held, allowed) => {
    expect(mayCall(held, allowed)).toBe(held.some((role) => allowed.includes(role)))
  })

  test.prop([roleSet])('a member without roles may call nothing, and nobody may call a call open to none', (roles) => {
    expect(mayCall([], roles)).toBe(false)
    expect(mayCall(roles, [])).toBe(false)
  })
})

describe('staff sessions', () => {
  const hour = 60 * 60 * 1000
  it('end after 30 minutes idle and after 8 hours in all', () => {
    expect(isStaffSessionLive(0, 0, 29 * 60 * 1000)).toBe(true)
    expect(isStaffSessionLive(0, 0, 30 * 60 * 1000)).toBe(false)
    expect(isStaffSessionLive(0, 8 * hour - 1000, 8 * hour - 1)).toBe(true)
    expect(isStaffSessionLive(0, 8 * hour - 1000, 8 * hour)).toBe(false)
  })

  test.prop([fc.nat(10 * hour), fc.nat(10 * hour), fc.nat(10 * hour)])(
    'is live only inside both limits',
    (created, idleBefore, sinceSeen) => {
      const lastSeen = created + idleBefore
      const now = lastSeen + sinceSeen
      expect(isStaffSessionLive(created, lastSeen, now)).toBe(
        now - created < staffSessionRule.absoluteMs && sinceSeen < staffSessionRule.idleMs,
      )
    },
  )
})

describe('staff passwords and adjustments', () => {
  it('needs 12 characters for a staff password', () => {
    expect(checkStaffPassword('demo-staff-1234').ok).toBe(true)
    expect(checkStaffPassword('eleven-char').ok).toBe(false)
  })

  it('lets a second admin decide a proposed adjustment once', () => {
    const proposed = { by: 'ana', at: 1000 }
    expect(checkAdjustmentDecision('proposed', proposed, { name: 'ben', activeSince: 900 }).ok).toBe(true)
    const same = checkAdjustmentDecision('proposed', proposed, { name: 'ana', activeSince: 0 })
    expect(same.ok ? '' : same.error.key).toBe('adjustmentSameAdmin')
    const twice = checkAdjustmentDecision('approved', proposed, { name: 'ben', activeSince: 900 })
    expect(twice.ok ? '' : twice.error.key).toBe('adjustmentAlreadyDecided')
    const newcomer = checkAdjustmentDecision('proposed', proposed, { name: 'cat', activeSince: 1500 })
    expect(newcomer.ok ? '' : newcomer.error.key).toBe('proposalApproverTooNew')
  })

  it("reads an adjustment's signed amount as an admin types it", () => {
    const read = (typed: string) => {
      const amount = readAdjustmentAmount(typed)
      return amount.ok ? amount.value : amount.error.key
    }
    expect(read('+1,000')).toBe('1000.00')
    expect(read(' -0.5 ')).toBe('-0.50')
    expect(read('250.25')).toBe('250.25')
    expect(read('12.345')).toBe('fundsAmountDecimals')
    expect(read('0.00')).toBe('adjustmentAmountZero')
    expect(read('-0')).toBe('adjustmentAmountZero')
    expect(read('ten')).toBe('apiInvalidField')
    expect(read('')).toBe('apiInvalidField')
    expect(read('1e3')).toBe('apiInvalidField')
    expect(read('1000000000000000')).toBe('apiInvalidField')
  })

  test.prop([fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }).filter((paise) => paise !== 0n)])(
    'gives back any non-zero amount in paise as its two-decimal wire text',
    (paise) => {
      const sign = paise < 0n ? '-' : ''
      const digits = (paise < 0n ? -paise : paise).toString().padStart(3, '0')
      const text = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
      expect(readAdjustmentAmount(text)).toEqual({ ok: true, value: text })
    },
  )
})
