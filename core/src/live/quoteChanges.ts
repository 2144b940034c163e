/** A quote's fields as decimal text (or a number, or null where a market has no such figure). */
export type QuoteFields = Readonly<Record<string, string | number | null>>

/**
 * Conflation (issue 36): what a flush sends of an instrument given what the last flush sent of it — every field the
 * first time, afterwards only the fields whose value changed; `undefined` when nothing changed (nothing is sent).
 * Prices that moved and came back between two flushes send nothing: subscribers only ever see the latest state.
 *
 * @example quoteChanges({ nowPrice: '10.00', hcrate: '0.00' }, { nowPrice: '10.05', hcrate: '0.00' })
 *   // → { nowPrice: '10.05' }
 */
export const quoteChanges = (lastSent: QuoteFields | undefined, latest: QuoteFields): QuoteFields | undefined => {
  if (lastSent === undefined) return latest
  let changed: Record<string, string | number | null> | undefined
  for (const [field, value] of Object.entries(latest)) {
    if (lastSent[field] === value) continue
    changed ??= {}
    changed[field] = value
  }
  return changed
}

/** What a subscriber holds after applying the messages it received, in order: the latest state of the instrument. */
export const applyQuoteChanges = (held: QuoteFields | undefined, changes: QuoteFields): QuoteFields => ({
  ...held,
  ...changes,
})
