import { Text } from 'ink'
import stringWidth from 'string-width'
import { padColumns, withSeparators } from '../output.js'

/** A column of a terminal table: heading, width in characters, and the cell text of a row. */
export interface TextColumn<Row> {
  readonly heading: string
  readonly width: number
  readonly cell: (row: Row) => string
  /** Numbers read better aligned right. */
  readonly right?: boolean
}

/** Cuts `text` to `width` terminal columns (a wide character takes two), with "…" when cut. */
const cutTo = (text: string, width: number): string => {
  if (stringWidth(text) <= width) return text
  let cut = ''
  for (const char of text) {
    if (stringWidth(`${cut}${char}`) > width - 1) break
    cut += char
  }
  return `${cut}…`
}

const fit = (text: string, width: number, right: boolean | undefined) => padColumns(cutTo(text, width), width, right)

/** A plain monospace table: a bold heading line, then at most `limit` rows; `selected` is shown inverse. */
export const TextTable = <Row,>({
  rows,
  columns,
  limit,
  selected,
  offset = 0,
  empty,
}: {
  readonly rows: readonly Row[]
  readonly columns: readonly TextColumn<Row>[]
  readonly limit: number
  readonly selected?: number
  /** The first row shown when nothing is selected (a scrolled list); kept inside the rows. */
  readonly offset?: number
  readonly empty: string
}) => {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>
  const line = (cells: readonly string[]) =>
    cells.map((text, i) => fit(text, columns[i]?.width ?? 10, columns[i]?.right)).join(' ')
  const last = Math.max(0, rows.length - limit)
  // A selected row stays in view (the page follows it); otherwise the list shows from `offset`.
  const start =
    selected === undefined
      ? Math.max(0, Math.min(offset, last))
      : Math.max(0, Math.min(last, selected - Math.floor(limit / 2)))
  const shown = rows.slice(start, start + limit)
  return (
    <>
      <Text bold>{line(columns.map((column) => column.heading))}</Text>
      {shown.map((row, i) => (
        <Text key={String(start + i)} inverse={selected === start + i}>
          {line(columns.map((column) => column.cell(row)))}
        </Text>
      ))}
      {rows.length > shown.length ? (
        <Text dimColor>{`rows ${start + 1}–${start + shown.length} of ${rows.length} · ↑↓ PgUp PgDn Home End`}</Text>
      ) : null}
    </>
  )
}

/** A decoded amount (decimal) or wire text as two-decimal text with thousands separators; "-" when absent. */
export const amount = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-'
  if (typeof value === 'object' && 'toFixed' in value)
    return withSeparators((value as { toFixed(places: number): string }).toFixed(2))
  return withSeparators(String(value))
}

/** An instant (ms) as `2026-11-24 04:00`. */
export const minuteText = (at: unknown): string =>
  typeof at === 'number' ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') : '-'
