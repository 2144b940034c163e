/** DER, the few forms a CMS signature needs: tag-length-value, built from parts or read from a certificate. */

const lengthBytes = (length: number): Buffer => {
  if (length < 0x80) return Buffer.from([length])
  const bytes: number[] = []
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

/** One element: its tag byte, then the length, then the parts' bytes. */
export const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts)
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body])
}

export const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts)
export const set = (...parts: Buffer[]) => tlv(0x31, ...parts)
export const octetString = (bytes: Buffer) => tlv(0x04, bytes)
export const nullValue = Buffer.from([0x05, 0x00])
export const smallInteger = (value: number) => tlv(0x02, Buffer.from([value]))

/** An OBJECT IDENTIFIER from its dotted form: "1.2.840.113549.1.7.2". */
export const oid = (dotted: string): Buffer => {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [first * 40 + second]
  for (const arc of rest) {
    const groups: number[] = []
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift(value % 128)
      if (value < 128) break
    }
    for (const [index, group] of groups.entries()) bytes.push(index < groups.length - 1 ? group | 0x80 : group)
  }
  return tlv(0x06, Buffer.from(bytes))
}

/** UTCTime "YYMMDDHHMMSSZ" (years 1950–2049), as CMS's signingTime uses it. */
export const utcTime = (at: Date): Buffer => {
  const iso = at.toISOString()
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`
  return tlv(0x17, Buffer.from(text, 'latin1'))
}

/** One element read from `bytes` at `at`: where its whole encoding ends, and its value's bounds. */
export interface ReadElement {
  readonly tag: number
  readonly start: number
  readonly valueStart: number
  readonly end: number
}

export const readElement = (bytes: Buffer, at: number): ReadElement => {
  const tag = bytes[at] as number
  const first = bytes[at + 1] as number
  let length = first
  let valueStart = at + 2
  if (first & 0x80) {
    length = 0
    for (let i = 0; i < (first & 0x7f); i++) length = length * 256 + (bytes[at + 2 + i] as number)
    valueStart += first & 0x7f
  }
  return { tag, start: at, valueStart, end: valueStart + length }
}

/** The elements directly inside a constructed element. */
export const childrenOf = (bytes: Buffer, parent: ReadElement): ReadElement[] => {
  const children: ReadElement[] = []
  for (let at = parent.valueStart; at < parent.end; ) {
    const child = readElement(bytes, at)
    children.push(child)
    at = child.end
  }
  return children
}
