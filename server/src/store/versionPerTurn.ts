import { type ChangeTopic, liveFeedOf } from './changeFeed.js'
import type { SqlConnection } from './SqlConnection.js'

/**
 * A reader of a one-row version counter (`SELECT version FROM … WHERE id = 1`, bumped by triggers on the tables it
 * watches, from any connection or process). While the connection's change feed is live (PostgreSQL: `LISTEN`), the
 * feed's number for `topic` answers without the database: another process's change is seen once its notification is
 * delivered. Otherwise (SQLite, or a feed that dropped) the row is read at most once per connection and turn of the
 * event loop: under load one turn serves many requests, and on PostgreSQL every query is a round trip; a write by
 * another connection or process is then seen from the next turn. A cache must forget its own writes at once itself.
 */
export const versionPerTurn = (table: string, topic: ChangeTopic): ((db: SqlConnection) => number) => {
  const sql = `SELECT version FROM ${table} WHERE id = 1`
  let readThisTurn = new WeakMap<SqlConnection, number>()
  let turnEndScheduled = false
  return (db) => {
    const feed = liveFeedOf(db)
    if (feed !== undefined) return feed.version(topic)
    const known = readThisTurn.get(db)
    if (known !== undefined) return known
    const { version } = db.prepare(sql).get() as { version: number }
    readThisTurn.set(db, version)
    if (!turnEndScheduled) {
      turnEndScheduled = true
      setImmediate(() => {
        readThisTurn = new WeakMap()
        turnEndScheduled = false
      })
    }
    return version
  }
}
