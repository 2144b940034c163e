import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { checkCaptchaInput, checkResetForm } from './resetForm.js'

const form = { phone: '9876543210', code: '123456', password: 'new123', confirm: 'new123' }
const refusal = (input: Partial<typeof form>) => {
  const checked = checkResetForm({ ...form, ...input })
  return checked.ok ? 'ok' : checked.error.key
}

describe('the forgot-password form', () => {
  it('answers the reset payload with blanks dropped', () => {
    expect(checkResetForm({ ...form, phone: ' 9876543210 ', code: ' 123456 ', password: 'new 123' })).toEqual({
      ok: true,
      value: { phoneNum: '9876543210', code: '123456', newPwd: 'new123' },
    })
  })

  it('refuses in the spec order: phone, code, empty passwords, mismatch, format', () => {
    expect(refusal({ phone: '' })).toBe('identityPhoneRequired')
    expect(refusal({ phone: '5876543210', code: '' })).toBe('identityPhoneInvalid')
    expect(refusal({ code: '  ', password: '' })).toBe('walletCodeRequired')
    expect(refusal({ confirm: '' })).toBe('walletPasswordEmpty')
    expect(refusal({ confirm: 'new124' })).toBe('walletPasswordsDiffer')
    expect(refusal({ password: 'abc', confirm: 'abc' })).toBe('identityPasswordTooShort')
    expect(refusal({ password: 'abc-1234', confirm: 'abc-1234' })).toBe('identityPasswordInvalid')
  })

  test.prop([fc.stringMatching(/^[A-Za-z0-9]{6,12}$/), fc.stringMatching(/^[A-Za-z0-9]{6,12}$/)])(
    'passes exactly when the two passwords are equal',
    (password, confirm) => {
      expect(checkResetForm({ ...form, password, confirm }).ok).toBe(password === confirm)
    },
  )
})

describe('the image code', () => {
  it('is sent in capitals without blanks; an empty one is refused', () => {
    expect(checkCaptchaInput(' ab 3k')).toEqual({ ok: true, value: 'AB3K' })
    expect(checkCaptchaInput('  ')).toMatchObject({ ok: false, error: { key: 'captchaRequired' } })
  })
})
