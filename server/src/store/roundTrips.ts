import type Database from 'better-sqlite3'
import { PostgresConnection } from './postgres/PostgresConnection.js'
import type { SqlConnection } from './SqlConnection.js'
import { statementsRunOn } from './statementCache.js'

/**
 * What the main thread has asked the database so far: on PostgreSQL the requests it waited for (a round trip each),
 * on SQLite the statements run (each a call into SQLite in the process). Tests and the bench count them per request.
 */
export const roundTripsOf = (db: SqlConnection): number =>
  db instanceof PostgresConnection ? db.roundTrips : statementsRunOn(db as unknown as Database.Database)

/** The line the server prints for `reportRoundTripsOnSignal`; the bench reads the count after it. */
export const roundTripsLine = 'bourse database round trips: '

/**
 * With `BOURSE_ROUND_TRIPS_SIGNAL=1` in the environment (the bench sets it), a `SIGUSR2` makes the process print
 * `roundTripsLine` and the count so far on stdout, so the bench can count round trips per request of a target.
 */
export const reportRoundTripsOnSignal = (db: SqlConnection): void => {
  if (process.env.BOURSE_ROUND_TRIPS_SIGNAL !== '1') return
  process.on('SIGUSR2', () => {
    if (db.open) process.stdout.write(`${roundTripsLine}${roundTripsOf(db)}\n`)
  })
}
