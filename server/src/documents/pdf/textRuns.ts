import { helveticaWidth, winAnsiExtras } from './helveticaWidths.js'

/** A piece of a line in one font: Helvetica (WinAnsi bytes) or the CJK font (UCS-2 code units). */
export interface TextRun {
  readonly cjk: boolean
  readonly text: string
}

/** CJK glyphs of the Adobe collections are one em wide. */
const cjkWidth = 1000

/** Splits a line into runs Helvetica can show and runs for the CJK font (ideographs, full-width punctuation). */
export const textRuns = (text: string): TextRun[] => {
  const runs: TextRun[] = []
  for (const char of text) {
    const cjk = helveticaWidth(char, false) === undefined
    const last = runs[runs.length - 1]
    if (last && last.cjk === cjk) runs[runs.length - 1] = { cjk, text: last.text + char }
    else runs.push({ cjk, text: char })
  }
  return runs
}

/** The width of `text` in points at `size`. */
export const textWidth = (text: string, size: number, bold = false): number => {
  let units = 0
  for (const char of text) units += helveticaWidth(char, bold) ?? cjkWidth
  return (units * size) / 1000
}

/** A Helvetica run as a PDF literal string's bytes: WinAnsi, with `(`, `)` and `\` escaped. */
export const winAnsiBytes = (text: string): Buffer => {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.charCodeAt(0)
    const byte = code < 128 ? code : (winAnsiExtras.get(char)?.[0] ?? 63)
    if (byte === 40 || byte === 41 || byte === 92) bytes.push(92)
    bytes.push(byte)
  }
  return Buffer.from(bytes)
}

/** A CJK run as UCS-2 big-endian hex (the `Uni…-UCS2-H` CMaps); characters beyond the BMP become `?` (U+FF1F). */
export const ucs2Hex = (text: string): string => {
  let hex = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0xff1f
    hex += (code > 0xffff ? 0xff1f : code).toString(16).padStart(4, '0')
  }
  return hex
}
