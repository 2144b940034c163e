import { toJson } from '@bourse/core/engine'
import type { Difference } from './Difference.js'
import { jsonDifferences, parsedJson } from './jsonDifferences.js'
import type { Touch } from './replayedRecords.js'

/** Where a stored figure lives: the account, the table and the row. */
export interface FigurePlace {
  readonly phone: string
  readonly table: string
  readonly row: string
}

/** A difference in a stored figure: `field` of the row differs from the replay, which last moved it at `touched`. */
export const figureDifference = (
  place: FigurePlace,
  field: string,
  stored: string,
  recomputed: string,
  touched?: Touch,
): Difference => ({
  ...place,
  ...(touched === undefined ? {} : { event: touched }),
  what: `${place.table} row ${place.row}${field === '' ? '' : ` ${field}`}`,
  stored,
  recomputed,
})

/**
 * The differences between a stored JSON column (core's codec, as text) and the replayed value, one per differing
 * field; a column that is not JSON is one named difference, never an error.
 * Example: positions row S1 data with margin 1 055.01 where the replay has 1 055.00 → `positions row S1
 * position.margin: stored 1055.01, recomputed 1055.00`.
 */
export const storedJsonDifferences = (
  place: FigurePlace,
  column: string,
  storedText: string,
  replayed: unknown,
  touched?: Touch,
): Difference[] => {
  const recomputedText = toJson(replayed)
  // The server writes these columns with the same codec: equal text is the common case and needs no parsing.
  if (storedText === recomputedText) return []
  const stored = parsedJson(storedText)
  if (stored === undefined)
    return [figureDifference(place, `${column} cannot be decoded`, storedText.slice(0, 60), 'JSON', touched)]
  return jsonDifferences(stored, JSON.parse(recomputedText)).map((leaf) =>
    figureDifference(place, leaf.path, leaf.stored, leaf.recomputed, touched),
  )
}
