import { describe, expect, it } from 'vitest'
import { oneLine, phoneDigits, readBurst } from './keyBurst.js'

const plain = { return: false, backspace: false, delete: false, ctrl: false, meta: false }

describe('a burst of keys or a paste (issue 22)', () => {
  it('reads a pasted line as its text and Enter', () => {
    expect(readBurst('9000000001\r', plain)).toEqual({ text: '9000000001', erase: 0, enter: true })
    expect(readBurst('photo is blurred\n', plain)).toEqual({ text: 'photo is blurred', erase: 0, enter: true })
  })

  it('counts every Backspace of a burst, and a single key once', () => {
    expect(readBurst('\u007f'.repeat(10), plain)).toEqual({ text: '', erase: 10, enter: false })
    expect(readBurst('', { ...plain, backspace: true })).toEqual({ text: '', erase: 1, enter: false })
    expect(readBurst('\r', { ...plain, return: true })).toEqual({ text: '', erase: 0, enter: true })
    expect(readBurst('c', { ...plain, ctrl: true })).toEqual({ text: '', erase: 0, enter: false })
  })

  it('keeps a paste of several lines as text with its line breaks, and sends nothing (issue 34)', () => {
    const paste = 'Hello Rahul,\rI checked: paid today.\rRegards, support'
    expect(readBurst(paste, plain)).toEqual({
      text: 'Hello Rahul,\nI checked: paid today.\nRegards, support',
      erase: 0,
      enter: false,
    })
    expect(readBurst('two\r\nlines\r\n', plain)).toEqual({ text: 'two\nlines\n', erase: 0, enter: false })
    expect(oneLine(readBurst(paste, plain).text)).toBe('Hello Rahul, I checked: paid today. Regards, support')
  })

  it('finds the 10-digit phone in what people paste', () => {
    expect(['+91 90000-00002', '91 9000000002', '9000000002', '(900) 000-0002', '90000'].map(phoneDigits)).toEqual([
      '9000000002',
      '9000000002',
      '9000000002',
      '9000000002',
      '90000',
    ])
  })
})
