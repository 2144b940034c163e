import { PostgresConnection } from '../src/store/postgres/PostgresConnection.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'

interface Column {
  readonly table: string
  readonly column: string
}

/** Every column of every table, from SQLite's catalogue or PostgreSQL's `information_schema`. */
const columnsOf = (db: SqlConnection): Column[] => {
  if (db instanceof PostgresConnection) {
    return db
      .prepare(
        'SELECT table_name AS tname, column_name AS cname FROM information_schema.columns ' +
          "WHERE table_schema = current_schema() AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE') " +
          'ORDER BY table_name, ordinal_position',
      )
      .all()
      .map((row) => {
        const { tname, cname } = row as { tname: string; cname: string }
        return { table: tname, column: cname }
      })
  }
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  return tables.flatMap(({ name: table }) =>
    (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map(({ name: column }) => ({
      table,
      column,
    })),
  )
}

/** A column's values as text (PostgreSQL casts each one, so no type hides a value from the scan). */
const textValuesOf = (db: SqlConnection, { table, column }: Column): string[] => {
  const cast = db instanceof PostgresConnection ? `"${column}"::text` : `"${column}"`
  return (db.prepare(`SELECT ${cast} AS value FROM "${table}"`).all() as { value: unknown }[])
    .map((row) => row.value)
    .filter((value): value is string => typeof value === 'string')
}

/**
 * Where each of `texts` occurs in the database, on SQLite or PostgreSQL: for each text, the `table.column` of every
 * column holding it in some value. One pass over every column of every table.
 */
export const columnsHolding = (db: SqlConnection, texts: readonly string[]): Map<string, string[]> => {
  const found = new Map(texts.map((text) => [text, [] as string[]]))
  for (const column of columnsOf(db)) {
    const values = textValuesOf(db, column)
    for (const text of texts) {
      if (values.some((value) => value.includes(text))) found.get(text)?.push(`${column.table}.${column.column}`)
    }
  }
  return found
}

/** Where `text` occurs in the database: `table.column` of every value holding it. */
export const storedIn = (db: SqlConnection, text: string): string[] => columnsHolding(db, [text]).get(text) ?? []
