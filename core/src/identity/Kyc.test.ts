import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as Kyc from './Kyc.js'

const form: Kyc.KycForm = {
  realName: '  Asha   Rao ',
  idNumber: '1234 5678 9012',
  frontImage: 'img/front.jpg',
  backImage: 'img/back.jpg',
}
const keyOf = <A>(result: { ok: true; value: A } | { ok: false; error: { key: string } }) =>
  result.ok ? 'ok' : result.error.key

describe('KYC worked examples', () => {
  it('submits, normalises and goes under review', () => {
    const submitted = Kyc.submit(Kyc.unverified, form, 'aadhaar')
    expect(submitted).toEqual({
      ok: true,
      value: {
        isActive: 1,
        form: {
          realName: 'Asha Rao',
          idNumber: '123456789012',
          frontImage: 'img/front.jpg',
          backImage: 'img/back.jpg',
        },
      },
    })
  })
  it('checks the form in order: name, ID, front image, back image, PAN', () => {
    expect(keyOf(Kyc.checkForm({ ...form, realName: ' ' }, 'aadhaar'))).toBe('identityRealNameRequired')
    expect(keyOf(Kyc.checkForm({ ...form, idNumber: '' }, 'aadhaar'))).toBe('identityIdNumberRequired')
    expect(keyOf(Kyc.checkForm({ ...form, idNumber: 'ABCDE1234F' }, 'aadhaar'))).toBe('identityAadhaarInvalid')
    expect(keyOf(Kyc.checkForm({ ...form, idNumber: 'ABCDE1234F' }, 'pan'))).toBe('ok')
    expect(keyOf(Kyc.checkForm({ ...form, frontImage: '' }, 'aadhaar'))).toBe('identityFrontImageRequired')
    expect(keyOf(Kyc.checkForm({ ...form, backImage: '' }, 'aadhaar'))).toBe('identityBackImageRequired')
    expect(keyOf(Kyc.checkForm({ ...form, panCode: 'ABC' }, 'aadhaar'))).toBe('identityPanInvalid')
    const withPan = Kyc.checkForm({ ...form, panCode: 'abcde1234f', thirdImage: 'img/3.jpg' }, 'aadhaar')
    expect(withPan.ok && withPan.value.panCode).toBe('ABCDE1234F')
    expect(withPan.ok && withPan.value.thirdImage).toBe('img/3.jpg')
  })
  it('rejects with a reason, then allows resubmission, which clears the reason', () => {
    const review: Kyc.Kyc = { isActive: 1, form }
    expect(keyOf(Kyc.reject(review, '  '))).toBe('kycRejectReasonRequired')
    const rejected = Kyc.reject(review, 'Blurred photo')
    expect(rejected.ok && rejected.value).toEqual({ isActive: 3, form, authMsg: 'Blurred photo' })
    const again = rejected.ok ? Kyc.submit(rejected.value, form, 'aadhaar') : rejected
    expect(again.ok && again.value.isActive).toBe(1)
    expect(again.ok && again.value.authMsg).toBeUndefined()
  })
  it('refuses submission while under review or approved, and review outside 1', () => {
    expect(keyOf(Kyc.submit({ isActive: 1, form }, form, 'aadhaar'))).toBe('kycNotEditable')
    expect(keyOf(Kyc.submit({ isActive: 2, form }, form, 'aadhaar'))).toBe('kycNotEditable')
    expect(keyOf(Kyc.approve(Kyc.unverified))).toBe('kycNotUnderReview')
    expect(keyOf(Kyc.reject({ isActive: 2, form }, 'x'))).toBe('kycNotUnderReview')
  })
})

type Command = { kind: 'submit'; valid: boolean } | { kind: 'approve' } | { kind: 'reject'; reason: string }
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), valid: fc.boolean() }),
  fc.record({ kind: fc.constant('approve' as const) }),
  fc.record({ kind: fc.constant('reject' as const), reason: fc.constantFrom('', 'Blurred photo') }),
)
const run = (kyc: Kyc.Kyc, c: Command) =>
  c.kind === 'submit'
    ? Kyc.submit(kyc, c.valid ? form : { ...form, idNumber: '1' }, 'aadhaar')
    : c.kind === 'approve'
      ? Kyc.approve(kyc)
      : Kyc.reject(kyc, c.reason)

describe('KYC state machine', () => {
  test.prop([fc.array(command, { maxLength: 30 })])('only the listed transitions ever happen', (commands) => {
    let kyc = Kyc.unverified
    for (const c of commands) {
      const result = run(kyc, c)
      if (!result.ok) continue
      expect(Kyc.transitions[kyc.isActive]).toContain(result.value.isActive)
      // A simpler model of the same machine: which command moves which status.
      const expected = { submit: 1, approve: 2, reject: 3 }[c.kind]
      expect(result.value.isActive).toBe(expected)
      if (result.value.isActive === 3) expect(result.value.authMsg).toBe('Blurred photo')
      kyc = result.value
    }
  })
  test.prop([fc.array(command, { maxLength: 30 })])('approved is final', (commands) => {
    const approved: Kyc.Kyc = { isActive: 2, form }
    for (const c of commands) expect(run(approved, c).ok).toBe(false)
  })
})
