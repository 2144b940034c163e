import { describe, expect, it } from 'vitest'
import { checkMessage } from './helpMessage.js'

describe('a help-desk message (DECISIONS §22)', () => {
  it('is trimmed and keeps its images', () => {
    expect(checkMessage({ text: '  Where is my withdrawal?  ', images: ['a', 'b'] })).toEqual({
      ok: true,
      value: { text: 'Where is my withdrawal?', images: ['a', 'b'] },
    })
  })

  it('counts characters, not UTF-16 units: 2 000 Chinese characters or emoji pass, 2 001 do not', () => {
    expect(checkMessage({ text: '提'.repeat(2000), images: [] }).ok).toBe(true)
    expect(checkMessage({ text: '😀'.repeat(2000), images: [] }).ok).toBe(true)
    expect(checkMessage({ text: 'a'.repeat(2001), images: [] })).toMatchObject({
      ok: false,
      error: { key: 'helpMessageTooLong', params: { max: '2000' } },
    })
  })

  it('refuses an empty message, a fourth image and the same image twice', () => {
    expect(checkMessage({ text: '   ', images: [] })).toMatchObject({ error: { key: 'helpMessageRequired' } })
    expect(checkMessage({ text: 'x', images: ['a', 'b', 'c', 'd'] })).toMatchObject({
      error: { key: 'helpTooManyImages', params: { max: '3' } },
    })
    expect(checkMessage({ text: 'x', images: ['a', 'a'] })).toMatchObject({ error: { key: 'helpImageTwice' } })
  })
})
