import { type Event, fromJson, Live } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { LiveClient } from './LiveClient.js'

/** An investor with at least one socket open here, and the last of their events those sockets were told of. */
interface Watched {
  readonly clients: Set<LiveClient>
  eventCount: number
}

/**
 * The account channel's fan-out (issue 36): only investors with a socket open in this process are watched, so a
 * commit of anyone else's account costs one map look-up. When a watched account's revision moves, the events committed
 * since the last one told are read (by `seq`, gapless) and turned into items by core's `accountChangesOf`; the items
 * are serialized once for all of that investor's sockets. Announced changes (KYC, help desk, warnings) go out as they
 * come, in commit order with the events.
 */
export const createAccountFanOut = (db: SqlConnection) => {
  const watched = new Map<number, Watched>()
  const storedCount = (userId: number): number =>
    Number(
      (db.prepare('SELECT event_count AS n FROM accounts WHERE user_id = ?').get(userId) as { n: number } | undefined)
        ?.n ?? 0,
    )
  const eventsBetween = (userId: number, after: number, upTo: number): Event[] =>
    (
      db
        .prepare('SELECT payload FROM events WHERE user_id = ? AND seq > ? AND seq <= ? ORDER BY seq')
        .all(userId, after, upTo) as { payload: string }[]
    ).map((row) => fromJson<Event>(row.payload))

  const tell = (entry: Watched, items: readonly Live.AccountChange[]) => {
    if (items.length === 0) return
    const body = `,"data":${JSON.stringify(items)}`
    for (const client of entry.clients) client.send('account', body)
  }

  return {
    /** Starts telling `client` of `userId`'s changes from now on (the client has its REST snapshot). */
    add: (client: LiveClient, userId: number): void => {
      const entry = watched.get(userId)
      if (entry) entry.clients.add(client)
      else watched.set(userId, { clients: new Set([client]), eventCount: storedCount(userId) })
    },
    remove: (client: LiveClient, userId: number): void => {
      const entry = watched.get(userId)
      entry?.clients.delete(client)
      if (entry?.clients.size === 0) watched.delete(userId)
    },
    clientsOf: (userId: number): ReadonlySet<LiveClient> => watched.get(userId)?.clients ?? new Set(),
    /** A commit stored `userId`'s events up to `eventCount`. */
    accountWritten: (userId: number, eventCount: number): void => {
      const entry = watched.get(userId)
      if (entry === undefined || eventCount <= entry.eventCount) return
      const events = eventsBetween(userId, entry.eventCount, eventCount)
      entry.eventCount = eventCount
      tell(entry, events.flatMap(Live.accountChangesOf))
    },
    /** A change that is not an engine event was committed. */
    announced: (userId: number, change: Live.AccountChange): void => {
      const entry = watched.get(userId)
      if (entry) tell(entry, [change])
    },
  }
}

export type AccountFanOut = ReturnType<typeof createAccountFanOut>
