import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { base64OfImageDataUrl, checkImage, imageMimeTypes, maxImageBytes } from './imageUpload.js'

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

describe('image data URL (the JSON form of the upload)', () => {
  it('gives the base64 text of a data URL, whatever type it declares', () => {
    expect(base64OfImageDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=')
    expect(base64OfImageDataUrl('data:image/jpeg;name=id.jpg;base64,/9j/4AAQ')).toBe('/9j/4AAQ')
    // The declared type is not trusted: the bytes are checked once decoded.
    expect(base64OfImageDataUrl('data:text/plain;base64,aGVsbG8=')).toBe('aGVsbG8=')
  })
  it('refuses what is not a base64 data URL', () => {
    expect(base64OfImageDataUrl('iVBORw0KGgo=')).toBeUndefined()
    expect(base64OfImageDataUrl('data:image/png,rawtext')).toBeUndefined()
    expect(base64OfImageDataUrl('data:image/png;base64,')).toBeUndefined()
    expect(base64OfImageDataUrl('data:image/png;base64,ab cd')).toBeUndefined()
    expect(base64OfImageDataUrl('data:image/png;base64,abc=<script>')).toBeUndefined()
    expect(base64OfImageDataUrl('https://example.com/a.png')).toBeUndefined()
  })
  test.prop([
    fc.uint8Array({ minLength: 1, maxLength: 256 }),
    fc.constantFrom('image/png', 'image/jpeg', 'image/webp'),
  ])('reads back exactly the base64 a browser FileReader writes', (data, mime) => {
    const base64 = btoa(String.fromCharCode(...data))
    expect(base64OfImageDataUrl(`data:${mime};base64,${base64}`)).toBe(base64)
  })
  it('serves each kind with its own media type', () => {
    expect(imageMimeTypes).toEqual({ jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' })
  })
})
