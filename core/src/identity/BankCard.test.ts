import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as BankCard from './BankCard.js'
import type { Kyc } from './Kyc.js'

const approved: Kyc = {
  isActive: 2,
  form: { realName: 'Asha Rao', idNumber: '123456789012', frontImage: 'f', backImage: 'b' },
}
const form: BankCard.BankCardForm = {
  bankName: 'HDFC Bank',
  ifscCode: 'hdfc0001234',
  bankNo: '123456789012',
  payeeName: ' asha  RAO ',
  bankAddress: 'Fort, Mumbai',
}
const free = { kyc: approved, withdrawalUnderReview: false }
const keyOf = <A>(result: { ok: true; value: A } | { ok: false; error: { key: string } }) =>
  result.ok ? 'ok' : result.error.key

describe('bank card worked examples', () => {
  it('binds a first card, normalised, with the payee as the real name', () => {
    expect(BankCard.bind(undefined, form, free)).toEqual({
      ok: true,
      value: {
        card: {
          bankName: 'HDFC Bank',
          ifscCode: 'HDFC0001234',
          bankNo: '123456789012',
          payeeName: 'Asha Rao',
          bankAddress: 'Fort, Mumbai',
        },
      },
    })
  })
  it('shows only the last 4 digits', () => {
    const bound = BankCard.bind(undefined, form, free)
    expect(bound.ok && BankCard.view(bound.value.card).bankNo).toBe('****9012')
  })
  it('checks in order: real name, review, bank, IFSC, account, payee, branch', () => {
    const card = BankCard.bind(undefined, form, free)
    const current = card.ok ? card.value.card : undefined
    expect(keyOf(BankCard.bind(undefined, form, { ...free, kyc: { ...approved, isActive: 1 } }))).toBe('kycNotApproved')
    expect(keyOf(BankCard.bind(current, form, { ...free, withdrawalUnderReview: true }))).toBe(
      'bankWithdrawalUnderReview',
    )
    expect(keyOf(BankCard.bind(undefined, form, { ...free, withdrawalUnderReview: true }))).toBe('ok')
    expect(keyOf(BankCard.bind(undefined, { ...form, bankName: 'HDFC' }, free))).toBe('bankNameInvalid')
    expect(keyOf(BankCard.bind(undefined, { ...form, ifscCode: '' }, free))).toBe('bankIfscRequired')
    expect(keyOf(BankCard.bind(undefined, { ...form, bankNo: '' }, free))).toBe('bankAccountRequired')
    expect(keyOf(BankCard.bind(undefined, { ...form, payeeName: 'Asha R' }, free))).toBe('bankPayeeMismatch')
    expect(keyOf(BankCard.bind(undefined, { ...form, bankAddress: ' ' }, free))).toBe('bankBranchRequired')
  })
  it('replacing returns the old card for the audit record', () => {
    const first = BankCard.bind(undefined, form, free)
    const old = first.ok ? first.value.card : undefined
    const second = BankCard.bind(old, { ...form, bankName: 'Axis Bank', bankNo: '987654321' }, free)
    expect(second.ok && second.value.replaced).toEqual(old)
    expect(second.ok && second.value.card.bankName).toBe('Axis Bank')
  })
})

describe('bank card state machine', () => {
  test.prop([fc.boolean(), fc.boolean(), fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>])(
    'a card is bound or replaced only when approved and, for a replacement, no withdrawal is under review',
    (hasCard, underReview, isActive) => {
      const first = BankCard.bind(undefined, form, free)
      const current = hasCard && first.ok ? first.value.card : undefined
      const result = BankCard.bind(current, form, {
        kyc: { ...approved, isActive },
        withdrawalUnderReview: underReview,
      })
      expect(result.ok).toBe(isActive === 2 && !(hasCard && underReview))
    },
  )
  test.prop([
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('asha rao', ' ASHA \t Rao', 'Asha Ra0', 'AshaRao')),
  ])('the payee must be the real name', (payee) => {
    const result = BankCard.bind(undefined, { ...form, payeeName: payee }, free)
    const same = payee.trim().replace(/\s+/g, ' ').toUpperCase() === 'ASHA RAO'
    expect(result.ok).toBe(same)
  })
})
