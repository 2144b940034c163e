import type { SqlConnection } from './SqlConnection.js'

/** What a version row counts: the settings table, or sessions with their users' phone and real-name status. */
export type ChangeTopic = 'settings' | 'session'

/**
 * A commit the live socket relays (issue 36), heard after it committed, in commit order: an account's engine events
 * up to `eventCount` are stored; an `announcement` some unit of work made (`announce`); or the feed `dropped` (what
 * was committed while it was down is not heard: a listener starts over).
 */
export type Committed =
  | { readonly kind: 'account'; readonly userId: number; readonly eventCount: number }
  | { readonly kind: 'announcement'; readonly text: string }
  | { readonly kind: 'dropped' }

/** Hears commits (`onCommitted`). */
export type CommitListener = (change: Committed) => void

/**
 * What a process learns of every process's commits without asking the database (on PostgreSQL, `LISTEN` on a
 * connection of its own: `postgres/changeFeed.ts`). While `live`, every commit since the feed (re)connected has been
 * delivered, so a cache keyed on `version(topic)` or on `accountRevision(userId)` is current without a round trip;
 * when not, callers read the version rows as before (`versionPerTurn.ts`).
 */
export interface ChangeFeed {
  readonly live: boolean
  /**
   * A number that changes with every delivered change of `topic` and with every (re)connection, never one a version
   * row holds (they count up from 0; these are negative), so a cache filled while the feed was down starts over.
   */
  version(topic: ChangeTopic): number
  /**
   * The last revision of the user's account row committed by any process, when the feed has delivered one (or this
   * process's own commit made it); `inTransaction`: in the open transaction, this process's own write in it.
   */
  accountRevision(userId: number, inTransaction?: boolean): string | undefined
  /** Resolves once `until()` holds, checked after each delivery and change of liveness (tests, the bench). */
  when(until: () => boolean): Promise<void>
  /**
   * This process wrote the account at `eventCount` under `revision`: known committed once its transaction commits
   * (at once outside one), ahead of its own notification; forgotten if anything in that transaction rolled back.
   */
  wroteAccount?(userId: number, eventCount: number, revision: string, inTransaction: boolean): void
  /**
   * Hears every account write and announcement once committed, in commit order: on PostgreSQL every process's (the
   * notifications), on SQLite this connection's own (one process serves a file). Answers the unsubscribe.
   */
  onCommitted(listener: CommitListener): () => void
  /** Announces `text` to every `onCommitted` listener once the open transaction commits (at once outside one). */
  announce(text: string): void
}

const feeds = new WeakMap<SqlConnection, ChangeFeed>()

/** Makes `feed` the change feed of `db`'s caches (`openPostgres` does it). */
export const registerChangeFeed = (db: SqlConnection, feed: ChangeFeed): void => {
  feeds.set(db, feed)
}

/** `db`'s change feed, live or not (`undefined` for a connection without one). */
export const changeFeedOf = (db: SqlConnection): ChangeFeed | undefined => feeds.get(db)

/** Resolves once `db`'s change feed is live (at once for a connection without one: it reads per turn). */
export const whenFeedLive = (db: SqlConnection): Promise<void> => {
  const feed = feeds.get(db)
  return feed === undefined ? Promise.resolve() : feed.when(() => feed.live)
}

/** `db`'s change feed while it is live, else `undefined` (SQLite has none; a cut feed is not live). */
export const liveFeedOf = (db: SqlConnection): ChangeFeed | undefined => {
  const feed = feeds.get(db)
  return feed?.live ? feed : undefined
}

/**
 * The account revision a read on `db` would see now, as the live feed knows it: the last one committed by any process
 * (delivered, or this process's own commit), or inside a transaction this process's own write in it. A cached state at
 * that revision is current. `undefined` when the feed is not live or has not seen the account written since it
 * connected.
 */
export const committedRevision = (db: SqlConnection, userId: number): string | undefined =>
  liveFeedOf(db)?.accountRevision(userId, db.inTransaction)

/** Tells `db`'s feed of this process's own account write (`accountRepository`'s `cacheAccount`). */
export const noteOwnAccountWrite = (db: SqlConnection, userId: number, eventCount: number, revision: string): void =>
  feeds.get(db)?.wroteAccount?.(userId, eventCount, revision, db.inTransaction)

/**
 * Announces `text` (at most a few hundred characters) to the listeners of every process's feed once the open
 * transaction commits, never if it rolls back (the live socket's changes that are not engine events: a KYC review, a
 * help-desk reply, a margin warning; issue 36). Nothing happens on a connection without a feed.
 */
export const announce = (db: SqlConnection, text: string): void => feeds.get(db)?.announce(text)

/** `listener` hears `db`'s committed account writes and announcements (`ChangeFeed.onCommitted`); answers the unsubscribe. */
export const onCommitted = (db: SqlConnection, listener: CommitListener): (() => void) =>
  feeds.get(db)?.onCommitted(listener) ?? (() => undefined)

/**
 * The topics a statement's own write changes, from its SQL text, as migrations 60 and 120's triggers count them:
 * any write to `settings`; a session revoked or deleted; a user's phone or real-name status changed, or a user
 * deleted. (A session's `last_seen_at` is not a change.) Used for this process's own writes, which its feed would
 * otherwise deliver only after the commit.
 */
export const topicsWrittenBy = (sql: string): readonly ChangeTopic[] => {
  const text = sql.trim()
  const topics: ChangeTopic[] = []
  if (/^(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+settings\b/i.test(text)) topics.push('settings')
  if (
    /^UPDATE\s+sessions\s+SET\b[\s\S]*\brevoked_at\s*=/i.test(text) ||
    /^UPDATE\s+users\s+SET\b[\s\S]*\b(phone|is_active)\s*=/i.test(text) ||
    /^DELETE\s+FROM\s+(sessions|users)\b/i.test(text)
  ) {
    topics.push('session')
  }
  return topics
}
