import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { hasTerminalControls, inertText, parseInertJson } from './inertText.js'

describe('text from investors is inert in a terminal', () => {
  it('shows escape sequences, bells, carriage returns and C1 controls as their codes', () => {
    expect(inertText('Hello\u001b[2J\u001b]0;pwned\u0007 there')).toBe('Hello\\x1b[2J\\x1b]0;pwned\\x07 there')
    expect(inertText('fake\rREAL')).toBe('fake\\x0dREAL')
    expect(inertText('csi\u009b31m')).toBe('csi\\x9b31m')
    expect(inertText('abc\u202edcba')).toBe('abc\\u202edcba')
  })

  it('keeps line breaks, tabs and every printable character, Chinese and Devanagari included', () => {
    expect(inertText('Line one\n\tLine two 阿莎 आशा ₹1,000.00')).toBe('Line one\n\tLine two 阿莎 आशा ₹1,000.00')
  })

  test.prop([fc.string({ unit: 'binary' })])(
    'leaves no character a terminal acts on, only tab and line feed',
    (text) => {
      expect(hasTerminalControls(inertText(text))).toBe(false)
    },
  )

  it('makes every string of a JSON answer inert, however deep', () => {
    expect(parseInertJson('{"data":{"list":[{"text":"a\\u001b[2Jb","n":1}]}}')).toEqual({
      data: { list: [{ text: 'a\\x1b[2Jb', n: 1 }] },
    })
  })
})
