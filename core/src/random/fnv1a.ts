/**
 * UTF-8 bytes of `text`, written out by hand because core has no `TextEncoder` (no DOM or Node types).
 * Example: "é" (U+00E9) → [0xc3, 0xa9].
 */
export const utf8Bytes = (text: string): number[] => {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
  }
  return bytes
}

const offsetBasis = 0x811c9dc5
const prime = 0x01000193

/**
 * 32-bit FNV-1a hash of the UTF-8 bytes of `text`, as an unsigned integer: for each byte,
 * `hash = (hash XOR byte) × 16777619 mod 2³²`, starting from 2166136261.
 * Example: `fnv1a('a')` is 0xe40c292c (3826002220); `fnv1a('')` is the offset basis 0x811c9dc5.
 */
export const fnv1a = (text: string): number => {
  let hash = offsetBasis
  for (const byte of utf8Bytes(text)) hash = Math.imul(hash ^ byte, prime) >>> 0
  return hash
}
