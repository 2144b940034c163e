import type { MessageKey, MessageParams } from '../messages/index.js'

/**
 * A refusal by a business rule: a message key (translated at the edge) and its parameters.
 * The server maps every DomainError to `{status: 1, msg, data: null}` in one place.
 */
export interface DomainError {
  readonly _tag: 'DomainError'
  readonly key: MessageKey
  readonly params: MessageParams
}

export const domainError = (key: MessageKey, params: MessageParams = {}): DomainError => ({
  _tag: 'DomainError',
  key,
  params,
})

export const isDomainError = (value: unknown): value is DomainError =>
  typeof value === 'object' && value !== null && (value as { _tag?: unknown })._tag === 'DomainError'
