import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { readSettingValue, settingText } from './settingValue.js'

const textOf = (name: Parameters<typeof settingText>[0], raw: string) => {
  const read = settingText(name, raw)
  return read.ok ? read.value : read.error.key
}

describe('the text a setting is stored as (issue 34)', () => {
  it('is trimmed, and numbers are written in their plain form', () => {
    expect(textOf('withFeeSingle', ' 7')).toBe('7')
    expect(textOf('withFeeSingle', '-0')).toBe('0')
    expect(textOf('withFeeSingle', '5 ')).toBe('5')
    expect(textOf('withFeeSingle', '5.50')).toBe('5.5')
    expect(textOf('buyFee', ' 0.00030 ')).toBe('0.0003')
    expect(textOf('siteLever', '10/ 20 /30')).toBe('10/20/30')
    expect(textOf('withTimeBegin', ' 09:30 ')).toBe('09:30')
    expect(textOf('withFeeSingle', '-1')).toBe('settingTooLow')
    expect(textOf('withFeeSingle', 'seven')).toBe('staffSettingInvalid')
  })

  test.prop([fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), fc.string({ maxLength: 3 })])(
    'reads as the same value as what was typed, and normalising twice changes nothing',
    (whole, cents, padding) => {
      const typed = `${' '.repeat(padding.length)}${whole}.${String(cents).padStart(2, '0')} `
      const once = settingText('withFeeSingle', typed)
      expect(once.ok).toBe(true)
      if (!once.ok) return
      const [before, after] = [readSettingValue('withFeeSingle', typed), readSettingValue('withFeeSingle', once.value)]
      expect(before.ok && after.ok && String(before.value) === String(after.value)).toBe(true)
      expect(settingText('withFeeSingle', once.value)).toEqual(once)
    },
  )
})
