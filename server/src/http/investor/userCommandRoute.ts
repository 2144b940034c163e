import type { Api } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../AppContext.js'
import type { SignedInUser } from '../currentUser.js'
import type { Envelope } from '../envelope.js'
import { type InTransaction, idempotent } from '../idempotency.js'
import { userEndpoint } from './userEndpoint.js'

/** What a mutating handler receives: the decoded payload, the caller, the request and the transaction runner. */
export interface UserCommand<P extends Api.ApiPath> {
  readonly payload: Api.PayloadOf<P>
  readonly user: SignedInUser
  readonly request: FastifyRequest
  readonly inTransaction: InTransaction
}

/**
 * A mutating `userEndpoint`: the handler runs under `idempotent`, writing through `inTransaction`, so a refusal
 * writes nothing and an `Idempotency-Key` repeat answers the first success.
 */
export const userCommandRoute = <P extends Api.ApiPath>(
  app: FastifyInstance,
  context: AppContext,
  path: P,
  handle: (command: UserCommand<P>) => Envelope<unknown> | Promise<Envelope<unknown>>,
): void =>
  userEndpoint<P>(app, path, (payload, user, request) =>
    idempotent(context, request, user.userId, (inTransaction) => handle({ payload, user, request, inTransaction })),
  )
