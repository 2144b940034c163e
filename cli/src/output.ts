/** Where a command writes; the real one is the process, tests pass their own. */
export interface Output {
  out(text: string): void
  err(text: string): void
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}

/** Prints a result as JSON (amounts already strings) or as aligned `name  value` lines. */
export const printResult = (output: Output, result: Readonly<Record<string, string | boolean>>, json: boolean) => {
  if (json) {
    output.out(`${JSON.stringify(result, null, 2)}\n`)
    return
  }
  const width = Math.max(...Object.keys(result).map((name) => name.length))
  for (const [name, value] of Object.entries(result)) output.out(`${name.padEnd(width)}  ${String(value)}\n`)
}
