import type { LogStream } from '../logOptions.js'

/** One JSON log line as pino writes it. */
export type LogEntry = Record<string, unknown> & { readonly msg?: string; readonly requestId?: string }

/** For tests: a log stream that keeps every line, as written and parsed. */
export const capturedLog = () => {
  const lines: string[] = []
  const stream: LogStream = { write: (line) => void lines.push(line) }
  return {
    stream,
    /** Everything written so far, as one text. */
    text: () => lines.join(''),
    entries: (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry),
  }
}
