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

/** A column of a table: its heading and how a row shows in it. */
export interface Column<Row> {
  readonly heading: string
  readonly value: (row: Row) => unknown
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
  const cells = rows.map((row) => columns.map((column) => cell(column.value(row))))
  const widths = columns.map((column, i) =>
    Math.max(column.heading.length, ...cells.map((line) => line[i]?.length ?? 0)),
  )
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
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
