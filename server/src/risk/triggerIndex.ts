import type { Price as Prices, PriceTrigger, PriceTriggers } from '@bourse/core'

type Price = Prices.Price

/**
 * A split position's take-profit / stop-loss inside a margin-financing sub-account: core's target trigger of the
 * position, with the sub-account it belongs to (recomputed from the sub-account at each of its changes).
 */
export interface SplitTargetTrigger extends Omit<PriceTrigger, 'kind' | 'expiresAt'> {
  readonly kind: 'splitTarget'
  readonly applicationId: number
}

/** A sub-account's split-position triggers by key (`t:<positionSn>`). */
export type SplitTargetTriggers = ReadonlyMap<string, SplitTargetTrigger>

/** One account's trigger in the index. */
export interface IndexedTrigger {
  readonly userId: number
  readonly trigger: PriceTrigger | SplitTargetTrigger
}

/** Entries sorted by level, ascending. */
type Ladder = Entry[]

interface Entry extends IndexedTrigger {
  readonly level: number
  readonly ladder: Ladder
}

interface CodeLadders {
  readonly rise: Ladder
  readonly fall: Ladder
}

/**
 * Take-profit / stop-loss (of stock positions and of margin-financing split positions) and pending-order triggers of
 * every account, by stock code and price (DECISIONS §24): per code a ladder of rises (fire when the price is at or
 * above the level) and one of falls (at or below), sorted by level, and the pending orders by expiry. A tick looks at
 * the ends of each ladder and takes only the entries its price crossed; an account's (or a sub-account's) change
 * replaces only its own entries.
 */
export interface TriggerIndex {
  /** Replaces an account's triggers by `triggers` (the same map as last time changes nothing). */
  replaceAccount(userId: number, triggers: PriceTriggers): void
  /** The same for the split positions of sub-account `applicationId` of `userId`. */
  replaceSubaccount(applicationId: number, userId: number, triggers: SplitTargetTriggers): void
  /** The triggers of `code` that `price` has crossed. */
  crossed(code: string, price: Price): IndexedTrigger[]
  /** Pending orders whose validity ended at or before `now`. */
  expiredBy(now: number): IndexedTrigger[]
  /** The codes with at least one trigger. */
  codes(): IterableIterator<string>
  readonly size: number
}

const paisa = (price: Price): number => Math.round(price.toNumber() * 100)

/** The first index whose level is ≥ `level` (or > when `after`). */
const boundary = (ladder: Ladder, level: number, after: boolean): number => {
  let low = 0
  let high = ladder.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const at = (ladder[middle] as Entry).level
    if (at < level || (after && at === level)) low = middle + 1
    else high = middle
  }
  return low
}

const insert = (ladder: Ladder, entry: Entry): void => {
  ladder.splice(boundary(ladder, entry.level, true), 0, entry)
}

const take = (ladder: Ladder, entry: Entry): void => {
  for (let i = boundary(ladder, entry.level, false); i < ladder.length; i++) {
    if (ladder[i] === entry) {
      ladder.splice(i, 1)
      return
    }
    if ((ladder[i] as Entry).level !== entry.level) return
  }
}

export const createTriggerIndex = (): TriggerIndex => {
  const byCode = new Map<string, CodeLadders>()
  const expiries: Ladder = []
  type Owners = Map<number, { readonly source: ReadonlyMap<string, unknown>; readonly entries: Map<string, Entry[]> }>
  const accounts: Owners = new Map()
  const subaccounts: Owners = new Map()
  let size = 0

  const laddersOf = (code: string): CodeLadders => {
    let ladders = byCode.get(code)
    if (ladders === undefined) {
      ladders = { rise: [], fall: [] }
      byCode.set(code, ladders)
    }
    return ladders
  }
  const add = (userId: number, trigger: IndexedTrigger['trigger']): Entry[] => {
    const ladders = laddersOf(trigger.code)
    const made: Entry[] = []
    const place = (ladder: Ladder, level: number) => {
      const entry = { userId, trigger, level, ladder }
      insert(ladder, entry)
      made.push(entry)
    }
    if (trigger.rise !== undefined) place(ladders.rise, paisa(trigger.rise))
    if (trigger.fall !== undefined) place(ladders.fall, paisa(trigger.fall))
    if (trigger.kind === 'pendingOrder' && trigger.expiresAt !== undefined) place(expiries, trigger.expiresAt)
    size++
    return made
  }
  const remove = (entries: readonly Entry[]) => {
    for (const entry of entries) take(entry.ladder, entry)
    size--
  }

  const replace = (
    owners: Owners,
    owner: number,
    userId: number,
    triggers: ReadonlyMap<string, IndexedTrigger['trigger']>,
  ) => {
    const known = owners.get(owner)
    if (known?.source === triggers) return
    const entries = new Map<string, Entry[]>()
    for (const [key, trigger] of triggers) {
      const before = known?.entries.get(key)
      if (before !== undefined && before[0]?.trigger === trigger) entries.set(key, before)
      else entries.set(key, add(userId, trigger))
    }
    if (known) for (const [key, before] of known.entries) if (entries.get(key) !== before) remove(before)
    if (entries.size === 0) owners.delete(owner)
    else owners.set(owner, { source: triggers, entries })
  }

  return {
    replaceAccount: (userId, triggers) => replace(accounts, userId, userId, triggers),
    replaceSubaccount: (applicationId, userId, triggers) => replace(subaccounts, applicationId, userId, triggers),
    crossed: (code, price) => {
      const ladders = byCode.get(code)
      if (ladders === undefined) return []
      const level = paisa(price)
      const risen = ladders.rise.slice(0, boundary(ladders.rise, level, true))
      const fallen = ladders.fall.slice(boundary(ladders.fall, level, false))
      return [...risen, ...fallen]
    },
    expiredBy: (now) => expiries.slice(0, boundary(expiries, now, true)),
    codes: () => byCode.keys(),
    get size() {
      return size
    },
  }
}
