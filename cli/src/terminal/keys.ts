import type { useInput } from 'ink'
import { oneLine, readBurst } from './keyBurst.js'

/** A key as Ink hands it to an input handler, beside the chunk of input. */
export type Key = Parameters<Parameters<typeof useInput>[0]>[1]

/** The step a list key moves: one row, a page, or to either end. */
export const stepOf = (key: Key, page: number): number | undefined => {
  if (key.upArrow) return -1
  if (key.downArrow) return 1
  if (key.pageUp) return -page
  if (key.pageDown) return page
  if (key.home) return -Number.MAX_SAFE_INTEGER
  if (key.end) return Number.MAX_SAFE_INTEGER
  return undefined
}

/**
 * The text of a one-line prompt after a chunk of input (typed, pasted, or a burst of Backspaces), and whether it
 * ended a line; a paste of several lines stays in the prompt, its line breaks as spaces, and sends nothing.
 */
export const edited = (text: string, input: string, key: Key): { readonly text: string; readonly enter: boolean } => {
  const burst = readBurst(input, key)
  const kept = burst.erase > 0 ? [...text].slice(0, Math.max(0, [...text].length - burst.erase)).join('') : text
  return { text: `${kept}${oneLine(burst.text)}`, enter: burst.enter }
}
