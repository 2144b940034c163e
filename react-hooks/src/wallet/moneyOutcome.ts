import { type DomainError, translate } from '@bourse/core'
import type { ApiClient, ApiFailure } from '../apiClient.js'

/** The answer of a money action: the message to show, and where the spec sends the user on a refusal. */
export type MoneyOutcome<Extra = object> =
  | ({ readonly ok: true; readonly msg: string } & Extra)
  | {
      readonly ok: false
      readonly msg: string
      readonly failure?: ApiFailure
      /** The spec's redirect after this refusal: /authentication (no real name), /addCard (no card), /login. */
      readonly redirect?: '/authentication' | '/addCard' | '/login' | '/register'
    }

/** A refusal by one of core's rules, in the interface language, before anything is sent. */
export const refusedBy = (client: ApiClient, error: DomainError) =>
  ({ ok: false, msg: translate(error.key, client.language(), error.params) }) as const

/** A refusal the server (or the network) gave; `signedOut` leads to /login. */
export const refusedWith = (failure: ApiFailure) =>
  ({
    ok: false,
    msg: failure.msg,
    failure,
    ...(failure.kind === 'signedOut' ? { redirect: '/login' as const } : {}),
  }) as const
