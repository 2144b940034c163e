import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'

/** One message the sink accepted, as its record keeps it. */
export interface SinkRecord {
  readonly messageId: string
  readonly to: string
  readonly subject: string
  readonly bytes: number
  readonly sha256: string
  readonly at: number
  /** The stored message file (`<n>.eml`) when the sink keeps messages. */
  readonly file?: string
}

/**
 * The local SMTP sink of demo mode and tests (never the internet): an SMTP server on loopback that accepts every
 * message, and — like a provider's own statement — appends a record of each to `accepted.jsonl` *before* it answers
 * 250, so after any crash it can say whether a Message-ID was accepted. Keeps the messages themselves as `.eml` files
 * when asked (demo, tests), not in the bench.
 */
export interface SmtpSink {
  readonly url: string
  /** Whether a message with this Message-ID was accepted (ever, across restarts). */
  accepted(messageId: string): boolean
  records(): SinkRecord[]
  close(): Promise<void>
}

const headerOf = (head: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? ''

/** Reads a sink's records from its folder (tests, the bench). */
export const readSinkRecords = (dir: string): SinkRecord[] => {
  const file = join(dir, 'accepted.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as SinkRecord)
}

export const startSmtpSink = async (options: {
  readonly dir: string
  readonly keepMessages: boolean
  readonly port?: number
}): Promise<SmtpSink> => {
  mkdirSync(options.dir, { recursive: true, mode: 0o700 })
  const log = openSync(join(options.dir, 'accepted.jsonl'), 'a', 0o600)
  const known = new Set(readSinkRecords(options.dir).map((record) => record.messageId))
  let count = known.size
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 32 * 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const headEnd = raw.indexOf('\r\n\r\n')
        const head = raw.subarray(0, headEnd < 0 ? Math.min(raw.length, 8192) : headEnd).toString('latin1')
        count += 1
        const file = options.keepMessages ? `${count}.eml` : undefined
        if (file) writeFileSync(join(options.dir, file), raw)
        const record: SinkRecord = {
          messageId: headerOf(head, 'Message-ID'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
          subject: headerOf(head, 'Subject'),
          bytes: raw.length,
          sha256: createHash('sha256').update(raw).digest('hex'),
          at: Date.now(),
          ...(file ? { file } : {}),
        }
        // Recorded before the 250 goes out: what the sender was told was accepted is always in the record.
        writeSync(log, `${JSON.stringify(record)}\n`)
        known.add(record.messageId)
        callback()
      })
    },
  })
  // Replies go out at once (Nagle's algorithm off), as the sender's commands do.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: (messageId) => known.has(messageId),
    records: () => readSinkRecords(options.dir),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          closeSync(log)
          resolve()
        }),
      ),
  }
}
