/** The spec's response shape: status 0 on success, anything else is a refusal with a message. */
export interface Envelope<T> {
  readonly status: number
  readonly msg: string
  readonly data: T
}

export const success = <T>(data: T, msg = 'ok'): Envelope<T> => ({ status: 0, msg, data })
export const refusal = (msg: string): Envelope<null> => ({ status: 1, msg, data: null })
