/**
 * The next due time of each key, sorted (DECISIONS §24: time-based work without a scan): `set` after each change of
 * a key, `dueBy(now)` on each tick answers the keys whose time has come — the front of the list, nothing else. A
 * key stays due until its owner's next change sets it again (so work refused or failed is tried on the next tick).
 */
export interface DueIndex<K> {
  /** Sets `key`'s next due time; `Infinity` (never) or `undefined` takes it out. */
  set(key: K, at: number | undefined): void
  /** The keys due at or before `now`, earliest first. */
  dueBy(now: number): K[]
  readonly size: number
}

interface Due<K> {
  readonly key: K
  readonly at: number
}

export const createDueIndex = <K>(): DueIndex<K> => {
  const sorted: Due<K>[] = []
  const byKey = new Map<K, Due<K>>()
  /** The first index whose time is > `at` (or ≥ when `before`). */
  const boundary = (at: number, before: boolean): number => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const time = (sorted[middle] as Due<K>).at
      if (time < at || (!before && time === at)) low = middle + 1
      else high = middle
    }
    return low
  }
  const take = (due: Due<K>) => {
    for (let i = boundary(due.at, true); i < sorted.length; i++)
      if (sorted[i] === due) {
        sorted.splice(i, 1)
        return
      }
  }
  return {
    set: (key, at) => {
      const known = byKey.get(key)
      if (known?.at === at) return
      if (known !== undefined) {
        take(known)
        byKey.delete(key)
      }
      if (at === undefined || at === Number.POSITIVE_INFINITY) return
      const due = { key, at }
      sorted.splice(boundary(at, false), 0, due)
      byKey.set(key, due)
    },
    dueBy: (now) => sorted.slice(0, boundary(now, false)).map((due) => due.key),
    get size() {
      return byKey.size
    },
  }
}
