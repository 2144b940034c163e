import { startSmtpSink } from '../src/documents/mail/smtpSink.js'

/**
 * The notes bench's mail server in its own process, as a real one would be: the local sink, keeping only its record
 * (no message files) in the folder given as the first argument. Prints its port as "running at http://…" (the
 * bench's process starter waits for that line); the address to send to is smtp:// on the same port.
 */
const dir = process.argv[2] ?? '.'
const sink = await startSmtpSink({ dir, keepMessages: false })
process.stdout.write(`SMTP sink running at ${sink.url.replace('smtp://', 'http://')}\n`)
process.on('SIGTERM', () => void sink.close().then(() => process.exit(0)))
