import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { checkImage, maxImageBytes } from './imageUpload.js'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const keyOf = (result: ReturnType<typeof checkImage>) => (result.ok ? result.value : result.error.key)

const jpeg = [0xff, 0xd8, 0xff, 0xe0]
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const webp = [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')]

describe('image upload check', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(keyOf(checkImage(bytes(...jpeg)))).toBe('jpeg')
    expect(keyOf(checkImage(bytes(...png, 0, 0)))).toBe('png')
    expect(keyOf(checkImage(bytes(...webp)))).toBe('webp')
  })
  it('refuses other content, whatever it claims to be', () => {
    expect(keyOf(checkImage(bytes(...ascii('GIF89a'))))).toBe('identityImageType')
    expect(keyOf(checkImage(bytes(...ascii('%PDF-1.7'))))).toBe('identityImageType')
    expect(keyOf(checkImage(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE'))))).toBe('identityImageType')
    expect(keyOf(checkImage(bytes(0xff, 0xd8)))).toBe('identityImageType')
    expect(keyOf(checkImage(bytes()))).toBe('identityImageEmpty')
  })
  it('accepts exactly 10 MB and refuses one byte more', () => {
    // 10 × 1024 × 1024 = 10 485 760 bytes.
    expect(maxImageBytes).toBe(10_485_760)
    const atLimit = new Uint8Array(10_485_760)
    atLimit.set(jpeg)
    expect(keyOf(checkImage(atLimit))).toBe('jpeg')
    const over = new Uint8Array(10_485_761)
    over.set(jpeg)
    expect(keyOf(checkImage(over))).toBe('identityImageTooLarge')
  })
  const header = fc.constantFrom(jpeg, png, webp)
  test.prop([header, fc.uint8Array({ maxLength: 64 })])('any body after a valid header is accepted', (h, body) => {
    expect(checkImage(Uint8Array.from([...h, ...body])).ok).toBe(true)
  })
  test.prop([header, fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.nat(2)])(
    'a header with its first byte changed is refused',
    (h, body, at) => {
      const changed = [...h]
      changed[at] = ((h[at] ?? 0) + 1) % 256
      expect(checkImage(Uint8Array.from([...changed, ...body])).ok).toBe(false)
    },
  )
})
