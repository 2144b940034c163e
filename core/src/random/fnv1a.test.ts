import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { fnv1a, utf8Bytes } from './fnv1a.js'

describe('fnv1a', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('foobar')).toBe(0xbf9cf968)
  })

  it('hashes the UTF-8 bytes, so non-ASCII text is stable', () => {
    // Checked with an independent Python implementation over str.encode('utf-8').
    expect(utf8Bytes('é')).toEqual([0xc3, 0xa9])
    expect(utf8Bytes('新')).toEqual([0xe6, 0x96, 0xb0])
    expect(utf8Bytes('😀')).toEqual([0xf0, 0x9f, 0x98, 0x80])
    expect(fnv1a('é')).toBe(513665217)
    expect(fnv1a('新股')).toBe(0xb28ec2d4)
  })

  test.prop([fc.string({ unit: 'grapheme' })])('is an unsigned 32-bit integer', (text) => {
    const hash = fnv1a(text)
    expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true)
  })

  test.prop([fc.string({ unit: 'binary' })])('encodes every code point in 1 to 4 bytes', (text) => {
    const bytes = utf8Bytes(text)
    expect(bytes.every((b) => b >= 0 && b <= 0xff)).toBe(true)
    const codePoints = [...text].length
    expect(bytes.length >= codePoints && bytes.length <= 4 * codePoints).toBe(true)
  })
})
