import { Dec } from '@bourse/core/money'

/** One leaf where two JSON trees disagree: its path (`position.margin`), the stored and the recomputed text. */
export interface LeafDifference {
  readonly path: string
  readonly stored: string
  readonly recomputed: string
}

const isDecimal = (value: unknown): value is { $dec: string } =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && '$dec' in value

/** A decimal with at least its 2 decimals, as money is written everywhere: `751.1` → `751.10`, `0.0005` kept. */
const decimalText = (text: string): string => {
  try {
    const value = new Dec(text)
    return value.decimalPlaces() < 2 ? value.toFixed(2) : value.toFixed()
  } catch {
    return text
  }
}

const leafText = (value: unknown): string => {
  if (value === undefined) return '-'
  if (isDecimal(value)) return decimalText(value.$dec)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Absent, or an empty record: older states leave out a record map that newer ones write as `{}`. */
const isNothing = (value: unknown): boolean =>
  value === undefined || (isBranch(value) && !Array.isArray(value) && Object.keys(value).length === 0)

const isBranch = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !isDecimal(value)

/**
 * Every leaf where `stored` and `recomputed` (plain JSON in core's codec, decimals as `{$dec}`) disagree, keys in
 * any order. Example: `{margin: {$dec: '1055.01'}}` against `{margin: {$dec: '1055.00'}}` →
 * `[{path: 'margin', stored: '1055.01', recomputed: '1055.00'}]`.
 */
export const jsonDifferences = (stored: unknown, recomputed: unknown, path = ''): LeafDifference[] => {
  if (isNothing(stored) && isNothing(recomputed)) return []
  if (isBranch(stored) && isBranch(recomputed)) {
    const keys = new Set([...Object.keys(stored), ...Object.keys(recomputed)])
    return [...keys].flatMap((key) =>
      jsonDifferences(stored[key], recomputed[key], path === '' ? key : `${path}.${key}`),
    )
  }
  if (isBranch(stored) || isBranch(recomputed) || leafText(stored) !== leafText(recomputed))
    return [{ path, stored: leafText(stored), recomputed: leafText(recomputed) }]
  return []
}

/** `text` parsed as JSON, or `undefined` when it is not JSON. */
export const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
