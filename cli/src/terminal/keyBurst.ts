/** What one chunk of terminal input means to a text field: a paste or a burst of keys arrives as one chunk. */
export interface Burst {
  /**
   * The printable characters, in order (control characters dropped); a paste of several lines keeps its line breaks
   * as `\n` (a one-line field turns them into spaces: `oneLine`).
   */
  readonly text: string
  /** How many characters to take back (each Backspace or Delete in the chunk). */
  readonly erase: number
  /** The chunk ended a line: Enter typed, or one line with its line break at the very end. */
  readonly enter: boolean
}

/** The key flags Ink gives with a chunk. */
interface KeyFlags {
  readonly return: boolean
  readonly backspace: boolean
  readonly delete: boolean
  readonly ctrl: boolean
  readonly meta: boolean
}

/**
 * Reads one input chunk as a field does: `"9000000001\r"` (a line and its Enter, or one pasted line) is the digits
 * and Enter; a chunk with a line break before its end is a paste of several lines, which sends nothing: its breaks
 * are text (issue 34). Ten DEL bytes in one chunk erase ten characters, a single Backspace key erases one. Ctrl and
 * Meta chords type nothing.
 */
export const readBurst = (input: string, key: KeyFlags): Burst => {
  if (key.ctrl || key.meta) return { text: '', erase: 0, enter: key.return }
  const erased = [...input].filter((char) => char === '\u007f' || char === '\b').length
  const erase = erased > 0 ? erased : key.backspace || key.delete ? 1 : 0
  const lines = input.replace(/\r\n?/g, '\n')
  const breaks = [...lines].filter((char) => char === '\n').length
  const pasted = breaks > 1 || (breaks === 1 && !lines.endsWith('\n'))
  const text = [...lines].filter((char) => (char >= ' ' && char !== '\u007f') || (pasted && char === '\n')).join('')
  return { text, erase, enter: key.return || (!pasted && breaks === 1) }
}

/** Text for a one-line field (a reason, a path, a number): each line break of a paste becomes a space. */
export const oneLine = (text: string): string => text.replace(/\n/g, ' ')

/**
 * The phone number in what was typed or pasted: digits only, and an Indian number written with its country code
 * (`+91 90000-00002`, `91 9000000002`) read as its 10 digits.
 */
export const phoneDigits = (typed: string): string => {
  const digits = typed.replace(/\D/g, '')
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(2).slice(0, 10) : digits.slice(0, 10)
}
