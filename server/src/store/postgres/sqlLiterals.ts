import type { SqlValue } from '../SqlConnection.js'
import { splitSql } from './sqlText.js'

/**
 * A value as a PostgreSQL literal of unknown type — `'…'`, quotes doubled (the connection requires
 * `standard_conforming_strings`, so a backslash is itself) — or `NULL`. PostgreSQL gives a quoted literal the type its
 * place asks for, as it does an untyped parameter, so `'12'` is a number where a number goes and text where text goes.
 * PostgreSQL text cannot hold NUL (SQLite's can): a NUL in a value (only hostile input has one, e.g. a key written into
 * the audit trail) is stored as U+FFFD, the replacement character, instead of failing the whole unit of work.
 */
export const sqlLiteral = (value: SqlValue): string => {
  if (value === null) return 'NULL'
  return `'${String(value).replace(/'/g, "''").replace(/\0/g, '\uFFFD')}'`
}

/** How many values a statement with `$1…$n` placeholders takes: the highest n outside literals and comments. */
export const placeholderCount = (sql: string): number =>
  Math.max(
    0,
    ...splitSql(sql)
      .filter((part) => part.code)
      .flatMap((part) => [...part.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]))),
  )
