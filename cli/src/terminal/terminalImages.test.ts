import sharp from 'sharp'
import { decode } from 'sixel'
import { describe, expect, it } from 'vitest'
import { createImagePainter } from './imagePainter.js'
import { da1HasSixel, imageProtocolOf, kittyImage } from './terminalImages.js'

/** A PNG of `width` × `height` pixels, each a different colour (so it does not compress to nothing). */
const pngOf = (width: number, height: number, seed = 7): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648
    pixels[i] = (state >>> 16) & 255
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** The escape sequences of a kitty transmission: each one's keys and base64 payload. */
const esc = '\u001b'
const kittySequence = new RegExp(`${esc}_G([^;]*);([^${esc}]*)${esc}\\\\`, 'g')
const kittyParts = (text: string) =>
  [...text.matchAll(kittySequence)].map((match) => ({
    keys: match[1] ?? '',
    payload: match[2] ?? '',
  }))

describe('images drawn in the terminal (issue 22)', () => {
  it('kitty: chunks of at most 4096 base64 bytes that reassemble the exact PNG, only the last without m=1', async () => {
    const png = await pngOf(80, 80)
    expect(png.length).toBeGreaterThan(3 * 4096)
    const drawn = kittyImage(png, { columns: 30, rows: 10 })
    const parts = kittyParts(drawn)
    // Nothing but the escape sequences.
    expect(parts.map((part) => `\u001b_G${part.keys};${part.payload}\u001b\\`).join('')).toBe(drawn)
    expect(parts.length).toBeGreaterThan(3)
    expect(parts[0]?.keys).toBe('a=T,f=100,q=2,c=30,r=10,m=1')
    expect(parts.slice(1, -1).every((part) => part.keys === 'm=1')).toBe(true)
    expect(parts.at(-1)?.keys).toBe('m=0')
    expect(parts.every((part) => part.payload.length <= 4096)).toBe(true)
    expect(Buffer.from(parts.map((part) => part.payload).join(''), 'base64').equals(png)).toBe(true)
    expect(kittyParts(kittyImage(Uint8Array.of(1, 2, 3), { columns: 1, rows: 1 }))).toEqual([
      { keys: 'a=T,f=100,q=2,c=1,r=1,m=0', payload: 'AQID' },
    ])
  })

  it('kitty painter: a PNG of the image, no larger than the box', async () => {
    const drawn = await createImagePainter('kitty').paint(await pngOf(900, 300), { columns: 40, rows: 12 })
    const png = Buffer.from(
      kittyParts(drawn)
        .map((part) => part.payload)
        .join(''),
      'base64',
    )
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 133 })
  })

  it('sixel painter: a DCS sequence the sixel decoder reads back at the image size and colours', async () => {
    const image = await sharp({ create: { width: 7, height: 5, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer()
    const drawn = await createImagePainter('sixel').paint(image, { columns: 40, rows: 12 })
    expect(drawn.startsWith('\u001bP')).toBe(true)
    expect(drawn.endsWith('\u001b\\')).toBe(true)
    const body = drawn.slice(drawn.indexOf('q') + 1, drawn.lastIndexOf('\u001b'))
    const read = decode(body)
    expect([read.width, read.height]).toEqual([7, 5])
    const [r = 0, g = 0, b = 0] = read.data8
    // Sixel colours are percentages: each channel within 3 of the original.
    expect(Math.abs(r - 200) + Math.abs(g - 40) + Math.abs(b - 90)).toBeLessThanOrEqual(9)
  })

  it('detects kitty and sixel terminals, honours BOURSE_TERMINAL_IMAGES, and stays off elsewhere', () => {
    expect(imageProtocolOf({ TERM: 'xterm-kitty' })).toBe('kitty')
    expect(imageProtocolOf({ TERM: 'xterm-256color', KITTY_WINDOW_ID: '1' })).toBe('kitty')
    expect(imageProtocolOf({ TERM: 'xterm-256color', TERM_PROGRAM: 'WezTerm' })).toBe('kitty')
    expect(imageProtocolOf({ TERM: 'foot' })).toBe('sixel')
    expect(imageProtocolOf({ TERM: 'xterm-256color' }, '\u001b[?62;4;6;22c')).toBe('sixel')
    expect(imageProtocolOf({ TERM: 'xterm-256color' }, '\u001b[?62;6;22c')).toBe('off')
    expect(imageProtocolOf({ TERM: 'xterm-256color' })).toBe('off')
    expect(imageProtocolOf({ TERM: 'xterm-kitty', TMUX: '/tmp/tmux-0/default,1,0' })).toBe('off')
    expect(imageProtocolOf({ TERM: 'screen-256color', BOURSE_TERMINAL_IMAGES: 'sixel' })).toBe('sixel')
    expect(imageProtocolOf({ TERM: 'xterm-kitty', BOURSE_TERMINAL_IMAGES: 'off' })).toBe('off')
    expect(da1HasSixel('\u001b[?64;1;2;4;6;9;15;18;21;22c')).toBe(true)
    expect(da1HasSixel('\u001b[?1;2c')).toBe(false)
    expect(da1HasSixel(undefined)).toBe(false)
  })
})
