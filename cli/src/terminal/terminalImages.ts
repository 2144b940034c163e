/** How the terminal can show an image: kitty's graphics protocol, sixel, or not at all (files are saved instead). */
export type ImageProtocol = 'kitty' | 'sixel' | 'off'

const kittyTerms = new Set(['xterm-kitty', 'xterm-ghostty'])
const kittyPrograms = new Set(['WezTerm', 'ghostty'])
const sixelTerms = new Set(['mlterm', 'foot', 'foot-extra', 'yaft-256color', 'contour'])

/**
 * True when a primary device attributes answer (`ESC [ ? 62 ; 4 ; 22 c`) lists attribute 4: the terminal draws sixel.
 */
export const da1HasSixel = (answer: string | undefined): boolean => {
  const found = /\[\?([\d;]*)c/.exec(answer ?? '')
  return found?.[1]?.split(';').includes('4') ?? false
}

/**
 * Which protocol the terminal speaks. `BOURSE_TERMINAL_IMAGES=kitty|sixel|off` decides when set; inside tmux or
 * screen, images are off (they would need passthrough); kitty by `KITTY_WINDOW_ID`, `TERM` (xterm-kitty,
 * xterm-ghostty) or `TERM_PROGRAM` (WezTerm, ghostty); sixel by a terminal known to draw it or by the device
 * attributes answer (`da1`, attribute 4); otherwise off.
 */
export const imageProtocolOf = (env: NodeJS.ProcessEnv, da1?: string): ImageProtocol => {
  const chosen = env.BOURSE_TERMINAL_IMAGES?.trim().toLowerCase()
  if (chosen === 'kitty' || chosen === 'sixel' || chosen === 'off') return chosen
  const term = env.TERM ?? ''
  if (env.TMUX || term.startsWith('screen') || term.startsWith('tmux')) return 'off'
  if (env.KITTY_WINDOW_ID || kittyTerms.has(term) || kittyPrograms.has(env.TERM_PROGRAM ?? '')) return 'kitty'
  if (sixelTerms.has(term) || da1HasSixel(da1)) return 'sixel'
  return 'off'
}

/** Whether asking the terminal its device attributes can change the answer (nothing else decided it). */
export const worthAskingDa1 = (env: NodeJS.ProcessEnv): boolean =>
  imageProtocolOf(env) === 'off' && !env.BOURSE_TERMINAL_IMAGES && !env.TMUX && !(env.TERM ?? '').startsWith('screen')

/** The largest base64 payload kitty takes in one escape sequence. */
const kittyChunk = 4096

/**
 * A PNG for kitty's graphics protocol: transmitted and shown at once (`a=T`, `f=100`), scaled to `columns` × `rows`
 * cells, in base64 chunks of at most 4096 bytes (`m=1` until the last), the terminal asked not to answer (`q=2`, so
 * no reply reaches the console's keys).
 */
export const kittyImage = (png: Uint8Array, cells: { readonly columns: number; readonly rows: number }): string => {
  const data = Buffer.from(png).toString('base64')
  const chunks: string[] = []
  for (let at = 0; at < data.length; at += kittyChunk) chunks.push(data.slice(at, at + kittyChunk))
  return chunks
    .map((chunk, i) => {
      const more = i < chunks.length - 1 ? 1 : 0
      const keys = i === 0 ? `a=T,f=100,q=2,c=${cells.columns},r=${cells.rows},m=${more}` : `m=${more}`
      return `\u001b_G${keys};${chunk}\u001b\\`
    })
    .join('')
}
