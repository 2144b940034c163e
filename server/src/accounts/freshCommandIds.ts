/** Ids kept at most; past it the set starts over (those commands are then checked in the database as before). */
const capacity = 100_000

const fresh = new Set<string>()

/**
 * Marks a command id this process has just drawn at random for a request (`newCommandId`): until it is first
 * decided, no event can carry it, so its "already handled?" look-up can be skipped (`loadAccountFor`).
 */
export const drawnFresh = (id: string): string => {
  if (fresh.size >= capacity) fresh.clear()
  fresh.add(id)
  return id
}

/** Whether `id` is still one drawn fresh and never decided; answers `true` once, at its first decision. */
export const takeFresh = (id: string): boolean => fresh.delete(id)
