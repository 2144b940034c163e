import stringWidth from 'string-width'
/** Where a command writes; the real one is the process, tests pass their own. */
export interface Output {
  out(text: string): void
  err(text: string): void
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}

/** Prints one JSON document (amounts already strings, as the wire carries them). */
export const printJson = (output: Output, value: unknown): void => {
  output.out(`${JSON.stringify(value, null, 2)}\n`)
}

/** Prints a result as JSON (amounts already strings) or as aligned `name  value` lines. */
export const printResult = (output: Output, result: Readonly<Record<string, unknown>>, json: boolean) => {
  if (json) {
    printJson(output, result)
    return
  }
  const width = Math.max(0, ...Object.keys(result).map((name) => name.length))
  for (const [name, value] of Object.entries(result)) output.out(`${name.padEnd(width)}  ${cell(value)}\n`)
}

/** A value as one table cell: text as is, null as "-", objects as compact JSON. */
export const cell = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A column of a table: its heading and how a row shows in it; `amount` columns get separators and align right. */
export interface Column<Row> {
  readonly heading: string
  readonly value: (row: Row) => unknown
  readonly amount?: boolean
}

/**
 * A decimal as people read money (DECISIONS §1): thousands separators, the decimals as sent.
 * `withSeparators('1234567.5')` is "1,234,567.5"; text that is not a number stays as it is.
 */
export const withSeparators = (text: string): string => {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text)
  if (!match) return text
  const [, sign = '', whole = '', decimals = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`
}

/** Pads to `width` terminal columns, counting wide (CJK) characters as two. */
export const padColumns = (text: string, width: number, right = false): string => {
  const room = Math.max(0, width - stringWidth(text))
  return right ? `${' '.repeat(room)}${text}` : `${text}${' '.repeat(room)}`
}

/** Prints rows as a plain aligned table, or `empty` when there are none. */
export const printTable = <Row>(
  output: Output,
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  empty: string,
) => {
  if (rows.length === 0) {
    output.out(`${empty}\n`)
    return
  }
  const cells = rows.map((row) =>
    columns.map((column) => {
      const text = cell(column.value(row))
      return column.amount ? withSeparators(text) : text
    }),
  )
  const widths = columns.map((column, i) =>
    Math.max(stringWidth(column.heading), ...cells.map((line) => stringWidth(line[i] ?? ''))),
  )
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => padColumns(value, widths[i] ?? 0, columns[i]?.amount))
      .join('  ')
      .trimEnd()
  output.out(`${line(columns.map((column) => column.heading))}\n`)
  for (const values of cells) output.out(`${line(values)}\n`)
}

/** When a stored instant (ms since the epoch) was, as `2026-11-24 03:55:10Z`. */
export const instantText = (at: unknown): string =>
  typeof at === 'number'
    ? new Date(at)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z')
    : '-'
