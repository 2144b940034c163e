import type { SqlConnection, SqlValue } from './SqlConnection.js'

/**
 * Runs an `INSERT` into a table with an `id` key and answers the new row's id, through `RETURNING id`, which SQLite
 * and PostgreSQL both read (a driver's last-insert id is SQLite's alone).
 */
export const insertedId = (db: SqlConnection, insert: string, ...params: SqlValue[]): number =>
  Number((db.prepare(`${insert} RETURNING id`).get(...params) as { id: number | bigint }).id)
