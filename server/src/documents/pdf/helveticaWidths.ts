/**
 * Helvetica's advance widths (1/1000 em) from Adobe's AFM for the printable ASCII range, 32 (space) to 126 (~), in
 * WinAnsi order (0x27 is quotesingle, 0x60 grave). Standard 14 fonts are never embedded, so these are the widths
 * every reader lays them out with.
 */
const ascii = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]

/** Helvetica-Bold's widths for the same range. */
const asciiBold = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
]

/** The WinAnsi characters beyond ASCII that documents use, with their byte and width (regular, bold). */
export const winAnsiExtras: ReadonlyMap<string, readonly [number, number, number]> = new Map([
  ['—', [0x97, 1000, 1000]],
  ['·', [0xb7, 278, 278]],
  ['×', [0xd7, 584, 584]],
  ['é', [0xe9, 556, 556]],
])

/** The width of one WinAnsi character in 1/1000 em, or `undefined` when Helvetica cannot show it. */
export const helveticaWidth = (char: string, bold: boolean): number | undefined => {
  const code = char.charCodeAt(0)
  if (char.length === 1 && code >= 32 && code <= 126) return (bold ? asciiBold : ascii)[code - 32]
  const extra = winAnsiExtras.get(char)
  return extra === undefined ? undefined : bold ? extra[2] : extra[1]
}
