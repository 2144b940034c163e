import { fc, test } from '@fast-check/vitest'
import { Either, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AmountField, ChangeField, CodeField, IntField, PasswordField, PriceField } from './formFields.js'
import { pageOf } from './ListPage.js'
import { maskTail } from './wireAtoms.js'

const ok = <A>(schema: Schema.Schema<A, string>, text: string) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(text))

describe('IntField', () => {
  const lever = IntField(1, 1000)
  it('reads plain digits within bounds', () => {
    expect(Schema.decodeSync(lever)('20')).toBe(20)
    for (const text of ['0', '1001', '020', '2.0', '-1', '', ' 2', '1e2', '0x10'])
      expect(ok(lever, text), text).toBe(false)
  })

  test.prop([fc.integer({ min: 1, max: 1000 })])('encodes and decodes any value in range', (n) => {
    expect(Schema.decodeSync(lever)(Schema.encodeSync(lever)(n))).toBe(n)
  })

  test.prop([fc.string()])('decodes only canonical digit strings', (text) => {
    const decoded = Schema.decodeUnknownEither(lever)(text)
    if (Either.isRight(decoded)) expect(String(decoded.right)).toBe(text)
  })
})

describe('AmountField and PriceField', () => {
  it('read at most 2 decimals of a positive amount', () => {
    expect(Schema.decodeSync(AmountField)('1000.5').toFixed(2)).toBe('1000.50')
    expect(Schema.decodeSync(AmountField)('0.01').toFixed(2)).toBe('0.01')
    for (const text of ['0', '0.00', '1.005', '-1', '1e3', '.5', '5.', '01', '1000000000000', 'abc'])
      expect(ok(AmountField, text), text).toBe(false)
    expect(ok(PriceField, '1000000000')).toBe(false) // 10^9 is the bound
    expect(ok(PriceField, '999999999.99')).toBe(true)
  })

  test.prop([fc.integer({ min: 1, max: 10 ** 9 })])('an amount in cents survives encode then decode', (cents) => {
    const amount = Schema.decodeSync(AmountField)((cents / 100).toFixed(2))
    expect(Schema.decodeSync(AmountField)(Schema.encodeSync(AmountField)(amount)).eq(amount)).toBe(true)
  })
})

describe('other fields', () => {
  it('reads codes, signed changes and passwords', () => {
    expect(Schema.decodeSync(CodeField(1, 2, 4))('4')).toBe(4)
    expect(ok(CodeField(1, 2, 4), '3')).toBe(false)
    expect(Schema.decodeSync(ChangeField)('-9.99').toFixed(2)).toBe('-9.99')
    expect(ok(ChangeField, '-0')).toBe(false)
    expect(Schema.decodeSync(PasswordField)('\tpass word1 ')).toBe('password1')
    expect(ok(PasswordField, 'pass_word')).toBe(false) // _ is not an allowed symbol
    expect(ok(PasswordField, 'abcdefghijklm')).toBe(false) // 13 characters
  })

  it('masks all but the last 4 characters', () => {
    expect(maskTail('123456789012')).toBe('****9012')
    expect(maskTail('AB12')).toBe('****AB12')
    expect(maskTail('')).toBe('')
  })

  it('cuts a page out of the rows', () => {
    expect(pageOf(['a', 'b', 'c'], 2, 2)).toEqual({ list: ['c'], total: 3, pageNum: 2, pageSize: 2 })
  })
})
