import type { SqlConnection } from './SqlConnection.js'

/** A row of an append-only table, numbered by `id` as it was inserted. */
export interface AppendedRow {
  readonly id: number
}

/** Reads a table's newer rows in order, and asks again for numbers skipped on the way. */
export interface AppendedRows<Row extends AppendedRow> {
  /** The rows stored since the last call (at most `pageSize`; the rest on the next call), late ones included. */
  next(now: number): Row[]
  /** Whether the last call left rows unread. */
  readonly behind: boolean
}

const pageSize = 10_000
const gapPatienceMs = 60_000
const gapsAskedAtOnce = 500

/**
 * Follows an append-only table by its row number (`id`), reading only what is new — this process's rows or another's
 * on the same PostgreSQL. On PostgreSQL a row's number is drawn when it is inserted, not when it commits: a number
 * skipped by a newer committed row may still arrive, so skipped numbers are asked for again on later calls for
 * `gapPatienceMs` (a rolled-back insert's number never arrives). SQLite numbers rows as they commit: no such gaps.
 * `select` is the table's query up to its WHERE (`SELECT … FROM t`, the number selected as `id`), `idColumn` the
 * column the number is read from.
 */
export const followAppendedRows = <Row extends AppendedRow>(
  db: SqlConnection,
  select: string,
  idColumn: string,
  startAfter: number,
): AppendedRows<Row> => {
  let watermark = startAfter
  const gaps = new Map<number, number>()
  let behind = false
  const newer = db.prepare(`${select} WHERE ${idColumn} > ? ORDER BY ${idColumn} LIMIT ${pageSize}`)
  // One statement for every look-up of late rows: the numbers asked for, padded with 0 (no row has it).
  const lateRows = db.prepare(
    `${select} WHERE ${idColumn} IN (${Array.from({ length: gapsAskedAtOnce }, () => '?').join(', ')})`,
  )
  const late = (ids: readonly number[]) =>
    lateRows.all(...ids, ...Array.from({ length: gapsAskedAtOnce - ids.length }, () => 0)) as Row[]
  return {
    next: (now) => {
      const rows = newer.all(watermark) as Row[]
      behind = rows.length === pageSize
      const found = [...rows]
      for (const row of rows) {
        // A jump of thousands is a burst of rolled-back inserts, not transactions still open.
        if (row.id - watermark <= gapsAskedAtOnce)
          for (let skipped = watermark + 1; skipped < row.id; skipped++) gaps.set(skipped, now)
        watermark = Math.max(watermark, row.id)
      }
      if (gaps.size > 0) {
        for (const row of late([...gaps.keys()].slice(0, gapsAskedAtOnce))) {
          gaps.delete(row.id)
          found.push(row)
        }
        for (const [id, since] of gaps) if (now - since > gapPatienceMs) gaps.delete(id)
      }
      return found
    },
    get behind() {
      return behind
    },
  }
}
