import type { Alerts, Price as Prices, PriceTrigger, PriceTriggers } from '@bourse/core'
import { createTimeHeap, type Timed } from './timeHeap.js'

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

/** The figure of a quote a ladder is sorted by: prices in paisa, change % in hundredths, volume in shares. */
export type BookField = Alerts.AlertField

/**
 * A price alert with a fixed value, or a GTT leg (issue 30): one entry on the `side` ladder of its `field`, at
 * `level` in the field's units. It sleeps until `armedFrom` (a daily alert that fired today) and ends at `expiresAt`.
 */
export interface WatchTrigger {
  readonly kind: 'alert' | 'gttLeg'
  /** The alert's or the GTT's id. */
  readonly ref: string
  /** The GTT leg's index. */
  readonly leg?: number
  readonly code: string
  readonly field: BookField
  readonly side: 'rise' | 'fall'
  readonly level: number
  readonly armedFrom: number
  readonly expiresAt: number
}

/** An alert comparing with another instrument's same figure: no ladder can hold it, so each tick looks at it. */
export interface RelativeAlertTrigger {
  readonly kind: 'relativeAlert'
  readonly ref: string
  readonly code: string
  readonly otherCode: string
  readonly field: BookField
  readonly op: Alerts.AlertOp
  readonly armedFrom: number
  readonly expiresAt: number
}

/** An investor's alerts and GTT legs by key (`a:<id>`, `g:<id>:<leg>`). */
export type WatchTriggers = ReadonlyMap<string, WatchTrigger | RelativeAlertTrigger>

export type BookTrigger = PriceTrigger | SplitTargetTrigger | WatchTrigger | RelativeAlertTrigger

/** One account's trigger in the index. */
export interface IndexedTrigger<Trigger extends BookTrigger = BookTrigger> {
  readonly userId: number
  readonly trigger: Trigger
}

/** What a tick shows of an instrument, in the book's units (`observedUnits`), asked field by field. */
export type ObservedFigures = (field: BookField) => number

/** Entries sorted by level, ascending. */
type Ladder = Entry[]

interface Entry extends IndexedTrigger {
  readonly level: number
}

/** An expiry, or a sleeping alert's wake-up, in a time heap. */
interface TimedEntry extends IndexedTrigger, Timed {
  /** Where a sleeping entry goes when it wakes, and the entry it placed there. */
  readonly wakeTo?: { readonly ladder: Ladder; readonly level: number }
  placed?: Entry
}

/** Undoes what one trigger placed in the index. */
type Removal = () => void

type FieldLadders = Record<BookField, { readonly rise: Ladder; readonly fall: Ladder }>

/**
 * One trigger book per instrument (DECISIONS §24, §26; issue 30): take-profit / stop-loss of stock positions and of
 * margin-financing split positions, waiting orders, price alerts and GTT legs, by code and figure: per code and figure
 * a ladder of rises (fire when the figure is at or above the level) and one of falls (at or below), sorted by level.
 * A tick looks at the ends of each ladder and takes only the entries its figures crossed — every level between the
 * last tick's figure and this one's, so a jump between two ticks misses nothing; an owner's change replaces only its
 * own entries. Expiries (waiting orders, alerts, GTTs) and the wake-up times of alerts asleep until a later day sit in
 * time heaps. Alerts against another instrument are the one thing a tick looks at one by one.
 */
export interface TriggerIndex {
  /** Replaces an account's triggers by `triggers` (the same map as last time changes nothing). */
  replaceAccount(userId: number, triggers: PriceTriggers): void
  /** The same for the split positions of sub-account `applicationId` of `userId`. */
  replaceSubaccount(applicationId: number, userId: number, triggers: SplitTargetTriggers): void
  /** The same for an investor's active alerts and GTT legs; those armed after `now` sleep until then. */
  replaceWatches(userId: number, triggers: WatchTriggers, now: number): void
  /** The triggers of `code` whose price level `price` has crossed (stock targets, orders, GTT legs, price alerts). */
  crossed(code: string, price: Price): IndexedTrigger[]
  /** Every trigger of `code` that one of its figures crossed at `now` (waking the alerts armed by then first). */
  crossedBy(code: string, figures: ObservedFigures, now: number): IndexedTrigger[]
  /** The alerts against another instrument, armed by `now`. */
  relativeAlerts(now: number): IndexedTrigger<RelativeAlertTrigger>[]
  /** Pending orders, alerts and GTTs whose validity ended at or before `now` (until their owner takes them away). */
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

const emptyLadders = (): FieldLadders => ({
  nowPrice: { rise: [], fall: [] },
  dayChangePercent: { rise: [], fall: [] },
  volume: { rise: [], fall: [] },
})

const fields: readonly BookField[] = ['nowPrice', 'dayChangePercent', 'volume']

type Owners = Map<number, { readonly source: ReadonlyMap<string, unknown>; readonly entries: Map<string, Removal[]> }>

export const createTriggerIndex = (): TriggerIndex => {
  const byCode = new Map<string, FieldLadders>()
  const expiries = createTimeHeap<TimedEntry>()
  /** Expiries that came due and wait for their owner to take them away (retried each tick until then). */
  const overdue = new Set<TimedEntry>()
  const sleeping = createTimeHeap<TimedEntry>()
  const relative = new Set<IndexedTrigger<RelativeAlertTrigger>>()
  const accounts: Owners = new Map()
  const subaccounts: Owners = new Map()
  const watches: Owners = new Map()
  const firstOf = new Map<Removal, BookTrigger>()
  let size = 0

  const laddersOf = (code: string): FieldLadders => {
    let ladders = byCode.get(code)
    if (ladders === undefined) {
      ladders = emptyLadders()
      byCode.set(code, ladders)
    }
    return ladders
  }
  const onLadder = (ladder: Ladder, entry: Entry): Removal => {
    insert(ladder, entry)
    return () => take(ladder, entry)
  }
  const expiring = (userId: number, trigger: BookTrigger, at: number): Removal => {
    const entry: TimedEntry = { userId, trigger, at, removed: false }
    expiries.push(entry)
    return () => {
      entry.removed = true
      overdue.delete(entry)
    }
  }
  const asleep = (userId: number, trigger: BookTrigger, at: number, ladder: Ladder, level: number): Removal => {
    const entry: TimedEntry = { userId, trigger, at, removed: false, wakeTo: { ladder, level } }
    sleeping.push(entry)
    return () => {
      entry.removed = true
      if (entry.placed) take(ladder, entry.placed)
    }
  }
  const add = (userId: number, trigger: BookTrigger, now: number): Removal[] => {
    const made: Removal[] = []
    switch (trigger.kind) {
      case 'alert':
      case 'gttLeg': {
        const ladder = laddersOf(trigger.code)[trigger.field][trigger.side]
        made.push(
          trigger.armedFrom <= now
            ? onLadder(ladder, { userId, trigger, level: trigger.level })
            : asleep(userId, trigger, trigger.armedFrom, ladder, trigger.level),
          expiring(userId, trigger, trigger.expiresAt),
        )
        break
      }
      case 'relativeAlert': {
        const entry = { userId, trigger }
        relative.add(entry)
        made.push(() => relative.delete(entry), expiring(userId, trigger, trigger.expiresAt))
        break
      }
      default: {
        const ladders = laddersOf(trigger.code).nowPrice
        if (trigger.rise !== undefined)
          made.push(onLadder(ladders.rise, { userId, trigger, level: paisa(trigger.rise) }))
        if (trigger.fall !== undefined)
          made.push(onLadder(ladders.fall, { userId, trigger, level: paisa(trigger.fall) }))
        if (trigger.kind === 'pendingOrder' && trigger.expiresAt !== undefined)
          made.push(expiring(userId, trigger, trigger.expiresAt))
      }
    }
    for (const removal of made) firstOf.set(removal, trigger)
    size++
    return made
  }
  const remove = (removals: readonly Removal[]) => {
    for (const removal of removals) {
      removal()
      firstOf.delete(removal)
    }
    size--
  }

  const replace = (
    owners: Owners,
    owner: number,
    userId: number,
    triggers: ReadonlyMap<string, BookTrigger>,
    now: number,
  ) => {
    const known = owners.get(owner)
    if (known?.source === triggers) return
    const entries = new Map<string, Removal[]>()
    for (const [key, trigger] of triggers) {
      const before = known?.entries.get(key)
      if (before?.[0] !== undefined && firstOf.get(before[0]) === trigger) entries.set(key, before)
      else entries.set(key, add(userId, trigger, now))
    }
    if (known) for (const [key, before] of known.entries) if (entries.get(key) !== before) remove(before)
    if (entries.size === 0) owners.delete(owner)
    else owners.set(owner, { source: triggers, entries })
  }

  /** Moves the alerts armed by `now` from the sleeping heap onto their ladders. */
  const wake = (now: number) => {
    for (const entry of sleeping.takeDue(now)) {
      if (!entry.wakeTo) continue
      entry.placed = { userId: entry.userId, trigger: entry.trigger, level: entry.wakeTo.level }
      insert(entry.wakeTo.ladder, entry.placed)
    }
  }
  const crossedOn = (ladders: FieldLadders[BookField], level: number): Entry[] => [
    ...ladders.rise.slice(0, boundary(ladders.rise, level, true)),
    ...ladders.fall.slice(boundary(ladders.fall, level, false)),
  ]
  return {
    replaceAccount: (userId, triggers) => replace(accounts, userId, userId, triggers, 0),
    replaceSubaccount: (applicationId, userId, triggers) => replace(subaccounts, applicationId, userId, triggers, 0),
    replaceWatches: (userId, triggers, now) => replace(watches, userId, userId, triggers, now),
    crossed: (code, price) => {
      const ladders = byCode.get(code)
      return ladders === undefined ? [] : crossedOn(ladders.nowPrice, paisa(price))
    },
    crossedBy: (code, figures, now) => {
      wake(now)
      const ladders = byCode.get(code)
      if (ladders === undefined) return []
      const crossed: Entry[] = []
      for (const field of fields) {
        const ladder = ladders[field]
        // A figure no trigger watches is not even computed.
        if (ladder.rise.length === 0 && ladder.fall.length === 0) continue
        crossed.push(...crossedOn(ladder, figures(field)))
      }
      return crossed
    },
    relativeAlerts: (now) => [...relative].filter((entry) => entry.trigger.armedFrom <= now),
    expiredBy: (now) => {
      for (const entry of expiries.takeDue(now)) overdue.add(entry)
      return [...overdue]
    },
    codes: () => byCode.keys(),
    get size() {
      return size
    },
  }
}
