import { readFileSync } from 'node:fs'
import { createConnection, type Socket } from 'node:net'
import nodemailer from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js'

/** One document's message: plain text, the PDF attached from its file, a stable Message-ID. */
export interface DocumentMessage {
  readonly from: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly messageId: string
  readonly file?: string
  readonly fileName?: string
}

/** Sends messages over one pooled SMTP connection set (`BOURSE_SMTP_URL`), each accepted or rejected by the server. */
export interface Mailer {
  send(message: DocumentMessage): Promise<void>
  close(): void
}

/** Connections kept open to the mail server; each carries one message at a time. */
const connections = 4

/**
 * A nodemailer SMTP transport from `BOURSE_SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`), pooled: a few
 * connections kept open, many messages each. Plain connections are opened with Nagle's algorithm off: SMTP's short
 * commands would otherwise wait for delayed acknowledgements (about 45 ms a message on loopback, 2 ms without). The
 * Message-ID is set by us, never generated: a retried send carries the same one.
 */
export const createMailer = (url: string): Mailer => {
  const address = new URL(url)
  const secure = address.protocol === 'smtps:'
  const host = address.hostname
  const port = Number(address.port || (secure ? 465 : 25))
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    pool: true,
    maxConnections: connections,
    maxMessages: 100_000,
    ...(address.username
      ? { auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) } }
      : {}),
    ...(secure
      ? {}
      : {
          getSocket: (_options: unknown, callback: (error: Error | null, socket?: { connection: Socket }) => void) => {
            const socket = createConnection({ host, port, noDelay: true })
            socket.once('connect', () => callback(null, { connection: socket }))
            socket.once('error', (error) => callback(error))
          },
        }),
  } as SMTPPool.Options)
  return {
    send: async (message) => {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        ...(message.file === undefined
          ? {}
          : {
              attachments: [
                {
                  filename: message.fileName ?? 'document.pdf',
                  content: readFileSync(message.file),
                  contentType: 'application/pdf',
                },
              ],
            }),
      })
    },
    close: () => transport.close(),
  }
}
