import { randomBytes } from 'node:crypto'
import { type AccountState, type Event, emptyAccount, evolveOwned, fromJson, toJson } from '@bourse/core'
import { chainHeadOf } from '../audit/historyChain.js'
import { committedRevision, noteOwnAccountWrite } from '../store/changeFeed.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { takeFresh } from './freshCommandIds.js'
import { InconsistentAccountError, isInconsistentAccount } from './inconsistentAccount.js'

/**
 * The engine store's account rows and the in-memory account cache.
 *
 * `accounts` holds per user a small row rewritten by every command: `balances` (core JSON, exact, what `getUserInfo`
 * reads), `event_count` (the user's last event `seq`) and `revision` (a fresh token on every write). The full state
 * is in `account_snapshots` (`state` taken at event `seq`), rewritten only every `snapshotEvery` events, or every
 * as many events as the state holds records when that is more (`snapshotDue`): SQLite
 * rewrites a whole row on update, so the snapshot must not share the row written per command. The account is the
 * snapshot plus the events after it, replayed with core's `evolveOwned` (the freshly read snapshot is ours to update in place). (`accounts.state` is the snapshot column of rows
 * written before migration 61 (taken at `snapshot_seq`, or `event_count` until the next command pins it), `'{}'`
 * since, and read only when a user has no `account_snapshots` row.)
 *
 * Handled command ids are not kept in the state: every handled command has at least one row in `events`, looked up
 * by the `events_command` index (`loadAccountFor`), so a repeated command id still adds no events while a write stays
 * independent of how many commands the account has seen. States from this module have `handledCommands` empty.
 *
 * The cache keeps each user's live state in memory after its first load, with the revision it was read or written
 * at. Every use first reads the row's revision (one primary-key lookup): a write by another connection or process,
 * or a rolled-back outer transaction, leaves a revision the cache does not hold, and the state is read again.
 */

/** Events between two full snapshots of an account. */
export const snapshotEvery = 200

/** How many accounts a connection keeps in memory; the least recently used go first. */
const cacheCapacity = 5000

interface Cached {
  readonly state: AccountState
  readonly revision: string
}

const caches = new WeakMap<SqlConnection, Map<number, Cached>>()

const cacheOf = (db: SqlConnection): Map<number, Cached> => {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/** Observer hook (metrics): this process's account-cache look-ups, read when Prometheus scrapes. */
export const accountCacheLookups = { hits: 0, misses: 0 }

const processTag = randomBytes(6).toString('base64url')
let written = 0
/** A revision token no other write (of this or any other process) produces. */
const nextRevision = (): string => `${processTag}.${++written}`

const withoutHandled = (state: AccountState): AccountState =>
  Object.keys(state.handledCommands).length === 0 ? state : { ...state, handledCommands: {} }

interface StoredRow {
  readonly state: string
  readonly seq: number
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The account as stored, without the cache: the last snapshot and every event after it. A snapshot that cannot be
 * decoded, or an event that does not add up from the state before it, is an `InconsistentAccountError` naming the
 * event (the account is frozen until it is repaired).
 */
export const readStoredAccount = (db: SqlConnection, userId: number): AccountState => {
  const row = (db.prepare('SELECT state, seq FROM account_snapshots WHERE user_id = ?').get(userId) ??
    db
      .prepare('SELECT state, COALESCE(snapshot_seq, event_count) AS seq FROM accounts WHERE user_id = ?')
      .get(userId)) as StoredRow | undefined
  if (row === undefined) return emptyAccount(String(userId))
  let state: AccountState
  try {
    state = fromJson<AccountState>(row.state)
  } catch (error) {
    throw new InconsistentAccountError(
      userId,
      Number(row.seq),
      'snapshot',
      `the snapshot cannot be read: ${reasonOf(error)}`,
    )
  }
  const later = db
    .prepare('SELECT seq, type, payload FROM events WHERE user_id = ? AND seq > ? ORDER BY seq')
    .all(userId, row.seq) as { seq: number; type: string; payload: string }[]
  for (const event of later) {
    try {
      state = evolveOwned(state, fromJson<Event>(event.payload))
    } catch (error) {
      throw new InconsistentAccountError(userId, Number(event.seq), event.type, reasonOf(error))
    }
  }
  return withoutHandled(state)
}

/** Accounts found frozen, by user, with the revision at which they were: the same revision is not replayed again. */
const frozenAccounts = new WeakMap<
  SqlConnection,
  Map<number, { revision: string | null; error: InconsistentAccountError }>
>()
const frozenListeners = new WeakMap<SqlConnection, (error: InconsistentAccountError) => void>()

const frozenOf = (db: SqlConnection) => {
  let frozen = frozenAccounts.get(db)
  if (frozen === undefined) {
    frozen = new Map()
    frozenAccounts.set(db, frozen)
  }
  return frozen
}

/**
 * Hears each account this connection finds frozen, once per revision (the server logs it with the investor's phone
 * and the event): at start (the demo accounts, the risk books' catch-up) or at its first use afterwards.
 */
export const onFrozenAccount = (db: SqlConnection, listener: (error: InconsistentAccountError) => void): void => {
  frozenListeners.set(db, listener)
}

/** Why a user's account is frozen, or `undefined` when its history adds up (the staff look-up says so). */
export const frozenAccountOf = (db: SqlConnection, userId: number): InconsistentAccountError | undefined => {
  try {
    loadAccount(db, userId)
    return undefined
  } catch (error) {
    if (isInconsistentAccount(error)) return error
    throw error
  }
}

const revisionOf = (db: SqlConnection, userId: number): { readonly revision: string | null } | undefined =>
  db.prepare('SELECT revision FROM accounts WHERE user_id = ?').get(userId) as { revision: string | null } | undefined

const remember = (db: SqlConnection, userId: number, state: AccountState, revision: string): void => {
  const cache = cacheOf(db)
  cache.delete(userId)
  if (cache.size >= cacheCapacity) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(userId, { state, revision })
}

/** Drops a user's cached state (after a failed write); the next use reads the database. */
export const forgetAccount = (db: SqlConnection, userId: number): void => {
  caches.get(db)?.delete(userId)
}

/** The state for a stored revision row: the cached one when it is still that revision, else read (and cached). */
const stateAt = (
  db: SqlConnection,
  userId: number,
  row: { readonly revision: string | null } | undefined,
): AccountState => {
  if (row === undefined) {
    forgetAccount(db, userId)
    return emptyAccount(String(userId))
  }
  const cached = cacheOf(db).get(userId)
  if (cached !== undefined && cached.revision === row.revision) {
    accountCacheLookups.hits++
    return cached.state
  }
  accountCacheLookups.misses++
  const frozen = frozenOf(db)
  const known = frozen.get(userId)
  if (known !== undefined && known.revision === row.revision) throw known.error
  let state: AccountState
  try {
    state = readStoredAccount(db, userId)
  } catch (error) {
    if (isInconsistentAccount(error)) {
      forgetAccount(db, userId)
      frozen.set(userId, { revision: row.revision, error })
      frozenListeners.get(db)?.(error)
    }
    throw error
  }
  frozen.delete(userId)
  // The chains' head read with the state: a command decided on it then asks the database nothing more than its writes.
  chainHeadOf(db, userId, state)
  if (row.revision === null) forgetAccount(db, userId)
  else remember(db, userId, state, row.revision)
  return state
}

/**
 * The engine state (`AccountState`) of a user: from the cache when the stored revision is the cached one, else the
 * snapshot plus later events (then cached). An empty account before the first event. Shared: treat it as read-only.
 */
export const loadAccount = (db: SqlConnection, userId: number): AccountState => {
  // Change feed live (PostgreSQL): a cached state at the revision last committed, as delivered, is current unread.
  const cached = caches.get(db)?.get(userId)
  if (cached !== undefined && cached.revision === committedRevision(db, userId)) return cached.state
  return stateAt(db, userId, revisionOf(db, userId))
}

/**
 * The state of a user whose stored revision the caller has just read (the risk book reads revisions in bulk): the
 * cached state when it is that revision, else read and cached.
 */
export const loadAccountAt = (db: SqlConnection, userId: number, revision: string | null): AccountState =>
  stateAt(db, userId, { revision })

/**
 * `loadAccount` and whether a command id was already decided for the user (it recorded events), asked in one query:
 * on PostgreSQL each query is a round trip, and every command asks both.
 */
export const loadAccountFor = (
  db: SqlConnection,
  userId: number,
  commandId: string,
): { readonly state: AccountState; readonly handled: boolean } => {
  // Change feed live: a fresh command id on a state at the last delivered revision asks nothing (issue 25).
  const fresh = takeFresh(commandId)
  const cached = caches.get(db)?.get(userId)
  if (fresh && cached !== undefined && cached.revision === committedRevision(db, userId)) {
    return { state: cached.state, handled: false }
  }
  const row = db
    .prepare(
      `SELECT revision, EXISTS (SELECT 1 FROM events WHERE user_id = ? AND command_id = ?) AS handled
       FROM accounts WHERE user_id = ?`,
    )
    .get(userId, commandId, userId) as { revision: string | null; handled: number | boolean } | undefined
  // No account row: no event either (the row is written with the first one).
  return { state: stateAt(db, userId, row), handled: row !== undefined && Boolean(row.handled) }
}

/** How many records a state holds: writing its snapshot costs about that much. */
const recordsOf = (state: AccountState): number =>
  Object.keys(state.positions).length +
  Object.keys(state.contractPositions).length +
  Object.keys(state.pendingOrders).length +
  Object.keys(state.ipoApplications).length +
  Object.keys(state.withdrawals).length +
  Object.keys(state.strongBuys ?? {}).length

/**
 * Whether the full snapshot is due, at a multiple of `snapshotEvery` events: always while the state holds fewer
 * records than that, else once at least as many events as it holds records have passed since the last one. A
 * snapshot costs time in proportion to the state, so an investor with thousands of open positions is snapshotted
 * less often (the cost per command stays constant), and a load replays at most about as many events as the snapshot
 * it starts from holds records.
 */
const snapshotDue = (db: SqlConnection, userId: number, after: AccountState): boolean => {
  const records = recordsOf(after)
  if (records < snapshotEvery) return true
  const last = db.prepare('SELECT seq FROM account_snapshots WHERE user_id = ?').get(userId) as
    | { seq: number }
    | undefined
  return last === undefined || after.eventCount - last.seq >= records
}

/**
 * Stores the state after a command that recorded events (inside the command's transaction, after its events):
 * balances, event count and a new revision always, the full snapshot when the account row is new or the command
 * crossed a multiple of `snapshotEvery` events and `snapshotDue` says so. Answers the revision written; the caller
 * caches the state under it once the write is done.
 *
 * Guarded without reading anything back: the command's first event took `seq` = `before`'s event count + 1, which the
 * `events` key (user, seq) refuses when another process wrote the account since `before` was read (events are
 * numbered without gaps), so a stale write fails there and its unit rolls back. The update's own `WHERE event_count`
 * states the same condition for the row. (On PostgreSQL, reading the update's row count would cost a round trip.)
 */
export const saveAccount = (
  db: SqlConnection,
  userId: number,
  before: AccountState,
  after: AccountState,
  now: number,
) => {
  const revision = nextRevision()
  const balances = toJson(after.balances)
  const created = before.eventCount === 0
  const crossed =
    Math.floor(after.eventCount / snapshotEvery) > Math.floor(before.eventCount / snapshotEvery) &&
    snapshotDue(db, userId, after)
  if (created) {
    db.prepare(
      `INSERT INTO accounts (user_id, state, event_count, updated_at, balances, revision) VALUES (?, '{}', ?, ?, ?, ?)
       ON CONFLICT (user_id) DO NOTHING`,
    ).run(userId, after.eventCount, now, balances, revision)
  } else {
    db.prepare(
      `UPDATE accounts SET balances = ?, event_count = ?, revision = ?, updated_at = ?,
         snapshot_seq = COALESCE(snapshot_seq, ?) WHERE user_id = ? AND event_count = ?`,
    ).run(balances, after.eventCount, revision, now, before.eventCount, userId, before.eventCount)
  }
  if (created || crossed) {
    db.prepare(
      `INSERT INTO account_snapshots (user_id, seq, state) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET seq = excluded.seq, state = excluded.state`,
    ).run(userId, after.eventCount, toJson(withoutHandled(after)))
  }
  return revision
}

/** Caches the state a committed (or enclosing-transaction) write stored under `revision`. */
export const cacheAccount = (db: SqlConnection, userId: number, state: AccountState, revision: string): void => {
  remember(db, userId, state, revision)
  noteOwnAccountWrite(db, userId, state.eventCount, revision)
}
