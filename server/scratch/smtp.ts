import { createConnection } from 'node:net'
import nodemailer from 'nodemailer'
import { startSmtpSink } from '../src/documents/mail/smtpSink.js'

const sink = await startSmtpSink({ dir: '/tmp/sinkx', keepMessages: false })
const port = Number(sink.url.split(':').pop())
const pdf = Buffer.alloc(9000, 65)
for (const nodelay of [false, true]) {
  const t = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    pool: true,
    maxConnections: 1,
    maxMessages: 100000,
    ignoreTLS: true,
    ...(nodelay
      ? {
          getSocket: (_o: unknown, cb: (e: null, s: { connection: unknown }) => void) => {
            const s = createConnection(port, '127.0.0.1')
            s.setNoDelay(true)
            s.once('connect', () => cb(null, { connection: s }))
          },
        }
      : {}),
  } as never)
  const n = 200
  const start = performance.now()
  const c0 = process.cpuUsage()
  for (let i = 0; i < n; i++)
    await t.sendMail({
      from: 'a@b.invalid',
      to: 'c@d.invalid',
      subject: 's',
      text: 'x',
      messageId: `<${nodelay}${i}@x>`,
      attachments: [{ filename: 'a.pdf', content: pdf }],
    })
  const c = process.cpuUsage(c0)
  console.log({ nodelay, msEach: (performance.now() - start) / n, cpuMsEach: (c.user + c.system) / 1000 / n })
  t.close()
}
await sink.close()
