import type { SqlConnection } from './SqlConnection.js'

/**
 * A reader of a one-row version counter (`SELECT version FROM … WHERE id = 1`, bumped by triggers on the tables it
 * watches, from any connection or process) that asks the database at most once per connection and turn of the event
 * loop: under load one turn serves many requests, and on PostgreSQL every query is a round trip. A write by another
 * connection or process is therefore seen from the next turn; a cache must forget its own writes at once itself.
 */
export const versionPerTurn = (table: string): ((db: SqlConnection) => number) => {
  const sql = `SELECT version FROM ${table} WHERE id = 1`
  let readThisTurn = new WeakMap<SqlConnection, number>()
  let turnEndScheduled = false
  return (db) => {
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
