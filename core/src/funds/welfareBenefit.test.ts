import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import {
  applyForWelfare,
  approveWelfare,
  rejectWelfare,
  type WelfareApplication,
  type WelfareStatus,
} from './welfareBenefit.js'

const t0 = 1_750_000_000_000
const keyOf = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)
const pending = (): WelfareApplication => {
  const result = applyForWelfare(' WF2025 ', undefined, t0)
  if (!result.ok) throw new Error('setup')
  return result.value
}

describe('welfare benefit', () => {
  it('opens one pending application of 10 000 with the trimmed code', () => {
    expect(pending()).toEqual({ code: 'WF2025', amount: M.of(10_000), status: 'pending', appliedAt: t0 })
    expect(keyOf(applyForWelfare('  ', undefined, t0))).toBe('welfareCodeRequired')
  })

  it('refuses a second application, even after a rejection', () => {
    const rejected = rejectWelfare(pending(), 'code unknown')
    if (!rejected.ok) throw new Error('setup')
    expect(keyOf(applyForWelfare('OTHER', pending(), t0))).toBe('welfareAlreadyApplied')
    expect(keyOf(applyForWelfare('OTHER', rejected.value.record, t0))).toBe('welfareAlreadyApplied')
  })

  it('credits 10 000.00 on approval, nothing on rejection, and decides only once', () => {
    const approved = approveWelfare(pending())
    expect(approved.ok && M.toText(approved.value.availableChange)).toBe('10000.00')
    const rejected = rejectWelfare(pending(), 'code unknown')
    expect(rejected.ok && [rejected.value.record.reason, M.toText(rejected.value.availableChange)]).toEqual([
      'code unknown',
      '0.00',
    ])
    if (approved.ok) expect(keyOf(rejectWelfare(approved.value.record, 'late'))).toBe('welfareAlreadyReviewed')
    expect(keyOf(rejectWelfare(pending(), ''))).toBe('fundsReasonRequired')
  })
})

test.prop([fc.array(fc.constantFrom('approve', 'reject'), { maxLength: 5 })])(
  'only the first decision succeeds, and at most one bonus is credited',
  (commands) => {
    let current = pending()
    let credited = M.zero
    commands.forEach((command, i) => {
      const result = command === 'approve' ? approveWelfare(current) : rejectWelfare(current, 'no')
      expect(result.ok).toBe(i === 0)
      if (!result.ok) return
      const expected: WelfareStatus = command === 'approve' ? 'approved' : 'rejected'
      expect(result.value.record.status).toBe(expected)
      credited = M.add(credited, result.value.availableChange)
      current = result.value.record
    })
    expect(M.toText(credited)).toBe(commands[0] === 'approve' ? '10000.00' : '0.00')
  },
)
