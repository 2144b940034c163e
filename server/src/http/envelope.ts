import { type DomainError, type Language, type MessageKey, translate } from '@bourse/core'

/** The spec's response shape: status 0 on success, anything else is a refusal with a message. */
export interface Envelope<T> {
  readonly status: number
  readonly msg: string
  readonly data: T
}

export const success = <T>(data: T, msg = 'ok'): Envelope<T> => ({ status: 0, msg, data })
export const refusal = (msg: string): Envelope<null> => ({ status: 1, msg, data: null })

/** A success whose message is a catalogue text ('Purchase successful' …) in the caller's language. */
export const successIn = <T>(language: Language, key: MessageKey, data: T): Envelope<T> =>
  success(data, translate(key, language))

const reasonKey = Symbol('refusal reason')

/** Tags a refusal with its catalogue key, out of the JSON (a symbol, not enumerable), for logs and metrics. */
const withReason = (envelope: Envelope<null>, key: MessageKey): Envelope<null> =>
  Object.defineProperty(envelope, reasonKey, { value: key, enumerable: false })

/** The catalogue key a refusal was made from (`refusalWith`, `refusalOf`); `undefined` for plain-text refusals. */
export const refusalReasonOf = (envelope: object): MessageKey | undefined =>
  (envelope as { [reasonKey]?: MessageKey })[reasonKey]

/** A refusal with a catalogue text, for refusals decided in the server (sessions, idempotency keys). */
export const refusalWith = (key: MessageKey, language: Language, params: Readonly<Record<string, string>> = {}) =>
  withReason(refusal(translate(key, language, params)), key)

/** The one place a domain refusal becomes a reply: status 1 and the translated message. */
export const refusalOf = (error: DomainError, language: Language): Envelope<null> =>
  withReason(refusal(translate(error.key, language, error.params)), error.key)

/**
 * An envelope already written as JSON (e.g. a page kept between two ticks): `userEndpoint` sends the text as it is,
 * as `application/json`, instead of serializing an object again.
 */
export class JsonEnvelope {
  constructor(readonly json: string) {}
}
