import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { checkAccountNumber, checkIfsc, maskAccountNumber } from './bankAccount.js'
import { banks, isBank } from './banks.js'
import { checkEmail } from './email.js'
import { checkAadhaar, checkCnId, checkIdNumber, checkPan } from './idNumber.js'
import { checkPassword } from './password.js'
import { checkPhone } from './phone.js'

const keyOf = (result: { ok: boolean; error?: { key: string } }) => (result.ok ? 'ok' : result.error?.key)
const chars = (alphabet: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max })
const digits = (n: number) => chars('0123456789', n, n)
const upper = (n: number) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', n, n)
const alnumUpper = (n: number) => chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', n, n)
const passwordAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*.'

describe('phone', () => {
  it('worked examples', () => {
    expect(checkPhone(' 9876543210 ')).toEqual({ ok: true, value: '9876543210' })
    expect(keyOf(checkPhone('6000000000'))).toBe('ok')
    expect(keyOf(checkPhone('5876543210'))).toBe('identityPhoneInvalid')
    expect(keyOf(checkPhone('987654321'))).toBe('identityPhoneInvalid')
    expect(keyOf(checkPhone('98765432101'))).toBe('identityPhoneInvalid')
    expect(keyOf(checkPhone('98765a3210'))).toBe('identityPhoneInvalid')
    expect(keyOf(checkPhone('  '))).toBe('identityPhoneRequired')
  })
  const valid = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([a, b]) => a + b)
  test.prop([valid])('accepts every 10-digit number starting 6–9', (phone) => {
    expect(checkPhone(phone)).toEqual({ ok: true, value: phone })
  })
  test.prop([valid, fc.constantFrom('0', '1', '2', '3', '4', '5')])('refuses a first digit 0–5', (phone, first) => {
    expect(checkPhone(first + phone.slice(1)).ok).toBe(false)
  })
  test.prop([valid])('refuses one digit too few or too many', (phone) => {
    expect(checkPhone(phone.slice(0, 9)).ok).toBe(false)
    expect(checkPhone(`${phone}0`).ok).toBe(false)
  })
})

describe('password', () => {
  it('worked examples', () => {
    expect(checkPassword('ab c12 3')).toEqual({ ok: true, value: 'abc123' })
    expect(keyOf(checkPassword('a1!@#$%^&*.Z'))).toBe('ok')
    expect(keyOf(checkPassword('abc12'))).toBe('identityPasswordTooShort')
    expect(keyOf(checkPassword('abc-123'))).toBe('identityPasswordInvalid')
    expect(keyOf(checkPassword('abcdefghijklm'))).toBe('identityPasswordInvalid')
    expect(keyOf(checkPassword(' \t '))).toBe('identityPasswordRequired')
  })
  const valid = chars(passwordAlphabet, 6, 12)
  test.prop([valid, fc.nat(12)])('accepts 6–12 allowed characters, with blanks anywhere stripped', (password, at) => {
    const spaced = `${password.slice(0, at)} \t${password.slice(at)}`
    expect(checkPassword(spaced)).toEqual({ ok: true, value: password })
  })
  test.prop([chars(passwordAlphabet, 1, 5)])('refuses fewer than 6', (password) => {
    expect(keyOf(checkPassword(password))).toBe('identityPasswordTooShort')
  })
  test.prop([chars(passwordAlphabet, 13, 20)])('refuses more than 12', (password) => {
    expect(keyOf(checkPassword(password))).toBe('identityPasswordInvalid')
  })
  test.prop([valid, fc.constantFrom('-', '_', '+', '?', 'é', '中', '/')])(
    'refuses a foreign symbol',
    (password, bad) => {
      expect(checkPassword(bad + password.slice(1)).ok).toBe(false)
    },
  )
})

describe('e-mail', () => {
  it('worked examples', () => {
    expect(keyOf(checkEmail('a.b_c@mail.example.in'))).toBe('ok')
    expect(keyOf(checkEmail('user-1@my-host.info'))).toBe('ok')
    expect(keyOf(checkEmail('a..b@x.com'))).toBe('identityEmailInvalid')
    expect(keyOf(checkEmail('a@b.comcom'))).toBe('identityEmailInvalid')
    expect(keyOf(checkEmail('a@b.c'))).toBe('identityEmailInvalid')
    expect(keyOf(checkEmail('ab.com'))).toBe('identityEmailInvalid')
    expect(keyOf(checkEmail('a@b@c.com'))).toBe('identityEmailInvalid')
  })
  const word = chars('abcxyz019', 1, 6)
  const valid = fc
    .tuple(word, fc.constantFrom('', '.', '_', '-'), word, word, chars('abcdefgz', 2, 4))
    .map(([a, sep, b, domain, tld]) => `${a}${sep}${b}@${domain}.${tld}`)
  test.prop([valid])('accepts generated addresses', (email) => {
    expect(checkEmail(email).ok).toBe(true)
  })
  test.prop([valid])('refuses a 1- or 5-letter top-level part', (email) => {
    const base = email.slice(0, email.lastIndexOf('.') + 1)
    expect(checkEmail(`${base}a`).ok).toBe(false)
    expect(checkEmail(`${base}abcde`).ok).toBe(false)
  })
  test.prop([valid])('refuses an address without @', (email) => {
    expect(checkEmail(email.replace('@', '')).ok).toBe(false)
  })
})

describe('ID numbers', () => {
  it('worked examples', () => {
    expect(checkAadhaar('1234 5678 9012')).toEqual({ ok: true, value: '123456789012' })
    expect(checkPan('abcde1234f')).toEqual({ ok: true, value: 'ABCDE1234F' })
    expect(checkCnId('11010519491231002x')).toEqual({ ok: true, value: '11010519491231002X' })
    expect(keyOf(checkCnId('110105491231002'))).toBe('ok')
    expect(keyOf(checkCnId('1101051949123100'))).toBe('identityCnIdInvalid')
    expect(keyOf(checkPan('ABCD12345F'))).toBe('identityPanInvalid')
    expect(keyOf(checkAadhaar('12345678901'))).toBe('identityAadhaarInvalid')
  })
  it('chooses the rule by the idDocument setting', () => {
    expect(keyOf(checkIdNumber('aadhaar', 'ABCDE1234F'))).toBe('identityAadhaarInvalid')
    expect(keyOf(checkIdNumber('pan', 'ABCDE1234F'))).toBe('ok')
    expect(keyOf(checkIdNumber('cn', '123456789012'))).toBe('identityCnIdInvalid')
    expect(keyOf(checkIdNumber('cn', ' '))).toBe('identityIdNumberRequired')
  })
  test.prop([digits(12)])('Aadhaar: every 12 digits, not 11 or 13', (id) => {
    expect(checkAadhaar(id)).toEqual({ ok: true, value: id })
    expect(checkAadhaar(id.slice(1)).ok).toBe(false)
    expect(checkAadhaar(`${id}1`).ok).toBe(false)
  })
  const pan = fc.tuple(upper(5), digits(4), upper(1)).map((p) => p.join(''))
  test.prop([pan, fc.nat(9)])('PAN: 5 letters 4 digits 1 letter; a letter/digit swap is refused', (id, at) => {
    expect(checkPan(id.toLowerCase())).toEqual({ ok: true, value: id })
    const swapped = at < 5 || at === 9 ? '1' : 'A'
    expect(checkPan(id.slice(0, at) + swapped + id.slice(at + 1)).ok).toBe(false)
  })
  const cn = fc.oneof(
    digits(15),
    fc.tuple(digits(17), fc.constantFrom('0', '7', 'X')).map((p) => p.join('')),
  )
  test.prop([cn])('CN ID: 15 digits or 17 + digit/X; 16 digits or X elsewhere refused', (id) => {
    expect(checkCnId(id)).toEqual({ ok: true, value: id })
    expect(checkCnId(`X${id.slice(1)}`).ok).toBe(false)
    expect(checkCnId(`${id.slice(0, 15)}1`).ok).toBe(false)
  })
})

describe('bank details', () => {
  it('worked examples', () => {
    expect(checkIfsc('hdfc0001234')).toEqual({ ok: true, value: 'HDFC0001234' })
    expect(keyOf(checkIfsc('HDFC1001234'))).toBe('bankIfscInvalid')
    expect(keyOf(checkIfsc(''))).toBe('bankIfscRequired')
    expect(checkAccountNumber('0012 3456 789')).toEqual({ ok: true, value: '00123456789' })
    expect(keyOf(checkAccountNumber('12345678'))).toBe('bankAccountInvalid')
    expect(keyOf(checkAccountNumber(''))).toBe('bankAccountRequired')
    expect(maskAccountNumber('123456789012')).toBe('****9012')
    expect(maskAccountNumber('1234')).toBe('****')
  })
  it('lists the 25 banks of the spec', () => {
    expect(banks).toHaveLength(25)
    expect(new Set(banks).size).toBe(25)
    expect(isBank('State Bank of India')).toBe(true)
    expect(isBank('UPI')).toBe(true)
    expect(isBank('state bank of india')).toBe(false)
    expect(isBank('HDFC')).toBe(false)
  })
  const ifsc = fc.tuple(upper(4), alnumUpper(6)).map(([a, b]) => `${a}0${b}`)
  test.prop([ifsc, fc.constantFrom('1', 'O', 'A')])(
    'IFSC: 4 letters, 0, 6 alphanumerics; not another 5th',
    (code, fifth) => {
      expect(checkIfsc(code)).toEqual({ ok: true, value: code })
      expect(checkIfsc(code.slice(0, 4) + fifth + code.slice(5)).ok).toBe(false)
      expect(checkIfsc(code.slice(0, 10)).ok).toBe(false)
    },
  )
  test.prop([chars('0123456789', 9, 18)])('account number: 9–18 digits; 8 or 19 refused', (number) => {
    expect(checkAccountNumber(number)).toEqual({ ok: true, value: number })
    expect(checkAccountNumber(number.slice(0, 8)).ok).toBe(false)
    expect(checkAccountNumber(`${number}0`.padEnd(19, '1')).ok).toBe(false)
  })
  test.prop([chars('0123456789', 5, 18)])('masking shows exactly the last 4 digits', (number) => {
    const masked = maskAccountNumber(number)
    expect(masked).toBe(`****${number.slice(-4)}`)
    expect(masked.replace(/\*/g, '').length).toBe(4)
  })
})
