/** What a text message is for; the outbox and the codes table keep it. */
export type SmsPurpose = 'forgetPassword'

/** One text message to send. `text` is the whole message, already in the recipient's language. */
export interface SmsMessage {
  readonly phone: string
  readonly purpose: SmsPurpose
  readonly text: string
}

/**
 * Where text messages go (DECISIONS §11): a real gateway in production, the development outbox by default. `send`
 * is called after the code is stored; a provider that throws makes the request fail, and the user asks again.
 * Implementations never log the text (it carries a code).
 */
export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage, now: number): Promise<void>
}
