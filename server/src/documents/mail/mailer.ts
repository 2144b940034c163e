import nodemailer from 'nodemailer'

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

/**
 * A nodemailer SMTP transport, pooled (a few connections kept open, many messages each). The Message-ID is set by
 * us, never generated: a retried send carries the same one.
 */
export const createMailer = (url: string): Mailer => {
  const pooled = new URL(url)
  pooled.searchParams.set('pool', 'true')
  pooled.searchParams.set('maxConnections', '2')
  pooled.searchParams.set('maxMessages', '1000')
  const transport = nodemailer.createTransport(pooled.toString())
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
                { filename: message.fileName ?? 'document.pdf', path: message.file, contentType: 'application/pdf' },
              ],
            }),
      })
    },
    close: () => transport.close(),
  }
}
