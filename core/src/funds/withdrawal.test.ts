import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { defaultSettings } from '../settings/Settings.js'
import {
  applyWithdrawal,
  cancelWithdrawal,
  payWithdrawal,
  readWithdrawalStatus,
  rejectWithdrawal,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from './withdrawal.js'

const t0 = 1_750_000_000_000
const good: WithdrawalRequest = {
  amount: M.of('1234.56'),
  realNameApproved: true,
  bankCardBound: true,
  fundingPasswordOk: true,
  localTime: '10:00',
  tradingDay: true,
  calendarMode: 'exchange',
  available: M.of('5000'),
  now: t0,
}
const apply = (changes: Partial<WithdrawalRequest> = {}, settings = defaultSettings) =>
  applyWithdrawal({ ...good, ...changes }, settings)
const keyOf = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)
const applied = (): Withdrawal => {
  const result = apply()
  if (!result.ok) throw new Error('setup')
  return result.value.record
}

describe('applying for a withdrawal', () => {
  it('takes the amount from available at once and records fee and received', () => {
    // fee = round2(3 + 1234.56 × 0.008) = round2(12.87648) = 12.88; received = 1234.56 − 12.88 = 1221.68
    const result = apply()
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(M.toText(result.value.availableChange)).toBe('-1234.56')
    const { fee, received, status, appliedAt } = result.value.record
    expect([M.toText(fee), M.toText(received), status, appliedAt]).toEqual(['12.88', '1221.68', 0, t0])
  })

  it('refuses each failed check with the spec wording', () => {
    expect(keyOf(apply({ realNameApproved: false }))).toBe('withdrawalAuthenticateFirst')
    expect(keyOf(apply({ bankCardBound: false }))).toBe('withdrawalBindBankCard')
    expect(keyOf(apply({ fundingPasswordOk: false }))).toBe('withdrawalFundingPasswordWrong')
    expect(keyOf(apply({ amount: undefined }))).toBe('withdrawalAmountRequired')
    expect(keyOf(apply({ amount: M.of(0) }))).toBe('withdrawalAmountNotPositive')
    expect(keyOf(apply({ amount: M.of('1000.001') }))).toBe('fundsAmountDecimals')
    const below = apply({ amount: M.of('999.99') })
    expect(below.ok ? undefined : below.error.params).toEqual({ min: '1,000.00' })
    expect(keyOf(apply({ localTime: '15:00' }))).toBe('withdrawalOutsideHours')
    expect(keyOf(apply({ localTime: '09:14' }))).toBe('withdrawalOutsideHours')
    expect(keyOf(apply({ tradingDay: false }))).toBe('withdrawalOutsideHours')
    expect(keyOf(apply({ available: M.of('-0.01') }))).toBe('withdrawalBalanceNotPositive')
    expect(keyOf(apply({ available: M.of('1234.55') }))).toBe('withdrawalInsufficient')
  })

  it('accepts the window edges 09:15 and 14:59, the whole balance, and any hour in demo mode', () => {
    expect(keyOf(apply({ localTime: '09:15' }))).toBe('ok')
    expect(keyOf(apply({ localTime: '14:59' }))).toBe('ok')
    expect(keyOf(apply({ available: M.of('1234.56') }))).toBe('ok')
    expect(keyOf(apply({ calendarMode: 'demo', localTime: '23:30', tradingDay: false }))).toBe('ok')
  })

  it('refuses an amount the fee would eat when the minimum is set low', () => {
    const settings = { ...defaultSettings, withMinAmt: M.zero }
    // 3 + 3.02 × 0.008 = 3.02416 → 3.02 = the amount: refused; 3 + 4 × 0.008 = 3.032 → 3.03 < 4: accepted
    const eaten = apply({ amount: M.of('3.02') }, settings)
    expect(eaten.ok ? undefined : eaten.error).toMatchObject({
      key: 'withdrawalFeeExceedsAmount',
      params: { fee: '3.02' },
    })
    const small = apply({ amount: M.of(4) }, settings)
    expect(small.ok && M.toText(small.value.record.received)).toBe('0.97')
  })
})

describe('reviewing a withdrawal', () => {
  it('pays without touching available; rejects and cancels with a full refund', () => {
    const paid = payWithdrawal(applied())
    expect(paid.ok && [paid.value.record.status, M.toText(paid.value.availableChange)]).toEqual([1, '0.00'])
    const rejected = rejectWithdrawal(applied(), ' bank details do not match ')
    expect(rejected.ok && rejected.value.record.reason).toBe('bank details do not match')
    expect(rejected.ok && M.toText(rejected.value.availableChange)).toBe('1234.56')
    const cancelled = cancelWithdrawal(applied())
    expect(cancelled.ok && [cancelled.value.record.status, M.toText(cancelled.value.availableChange)]).toEqual([
      3,
      '1234.56',
    ])
  })

  it('needs a reason to reject, and lets nothing change a decided withdrawal', () => {
    expect(keyOf(rejectWithdrawal(applied(), '  '))).toBe('fundsReasonRequired')
    const paid = payWithdrawal(applied())
    if (!paid.ok) throw new Error('setup')
    expect(keyOf(cancelWithdrawal(paid.value.record))).toBe('withdrawalNotUnderReview')
  })

  it('reads the legacy status 5 as paid', () => {
    expect([0, 1, 2, 3, 5, 4, 9].map(readWithdrawalStatus)).toEqual([0, 1, 2, 3, 1, undefined, undefined])
  })
})

// A deliberately plain model of the order of checks: the first false condition names the refusal.
const expectedKey = (r: WithdrawalRequest): string => {
  const a = r.amount
  const conditions: Array<[boolean, string]> = [
    [r.realNameApproved, 'withdrawalAuthenticateFirst'],
    [r.bankCardBound, 'withdrawalBindBankCard'],
    [r.fundingPasswordOk, 'withdrawalFundingPasswordWrong'],
    [a !== undefined, 'withdrawalAmountRequired'],
    [a === undefined || a.gt(0), 'withdrawalAmountNotPositive'],
    [a === undefined || a.gte(1000), 'withdrawalBelowMinimum'],
    [
      r.calendarMode === 'demo' || (r.tradingDay && r.localTime >= '09:15' && r.localTime < '15:00'),
      'withdrawalOutsideHours',
    ],
    [r.available.gt(0), 'withdrawalBalanceNotPositive'],
    [a === undefined || a.lte(r.available), 'withdrawalInsufficient'],
  ]
  return conditions.find(([holds]) => !holds)?.[1] ?? 'ok'
}

const request = fc.record({
  amount: fc
    .constantFrom(undefined, '-5', '0', '999.99', '1000', '5000', '20000')
    .map((a) => (a ? M.of(a) : undefined)),
  realNameApproved: fc.boolean(),
  bankCardBound: fc.boolean(),
  fundingPasswordOk: fc.boolean(),
  localTime: fc.constantFrom('00:00', '09:14', '09:15', '12:00', '14:59', '15:00', '23:59'),
  tradingDay: fc.boolean(),
  calendarMode: fc.constantFrom<'exchange' | 'demo'>('exchange', 'demo'),
  available: fc.constantFrom('-100', '0', '999.99', '1000', '5000', '100000').map((a) => M.of(a)),
  now: fc.constant(t0),
})

test.prop([request])('the first failed check wins, in the order of DECISIONS §10', (r) => {
  expect(keyOf(applyWithdrawal(r, defaultSettings))).toBe(expectedKey(r))
})

type Command = 'pay' | 'reject' | 'cancel'
const modelNext = (status: WithdrawalStatus, command: Command): WithdrawalStatus | undefined =>
  status !== 0 ? undefined : ({ pay: 1, reject: 2, cancel: 3 } as const)[command]

test.prop([fc.array(fc.constantFrom<Command>('pay', 'reject', 'cancel'), { maxLength: 6 })])(
  'never leaves a final status; a refund returns exactly what was taken',
  (commands) => {
    const start = apply()
    if (!start.ok) throw new Error('setup')
    let balance = M.add(M.of('5000'), start.value.availableChange)
    let current = start.value.record
    for (const command of commands) {
      const step = {
        pay: payWithdrawal,
        cancel: cancelWithdrawal,
        reject: (w: Withdrawal) => rejectWithdrawal(w, 'no'),
      }[command](current)
      const expected = modelNext(current.status, command)
      expect(step.ok).toBe(expected !== undefined)
      if (!step.ok) continue
      expect(step.value.record.status).toBe(expected)
      balance = M.add(balance, step.value.availableChange)
      current = step.value.record
    }
    // under review or paid: the amount is gone; rejected or cancelled: the balance is whole again
    expect(M.toText(balance)).toBe(current.status === 2 || current.status === 3 ? '5000.00' : '3765.44')
  },
)
