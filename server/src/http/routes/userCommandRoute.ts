import { type Api, Api as ApiValues } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireUser, type SignedInUser } from '../../auth/currentUser.js'
import type { AppContext } from '../AppContext.js'
import { type Envelope, refusalOf } from '../envelope.js'
import { type InTransaction, idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'

/** What a mutating handler receives: the decoded payload, the caller, the request and the transaction runner. */
export interface UserCommand<P extends Api.ApiPath> {
  readonly payload: Api.PayloadOf<P>
  readonly user: SignedInUser
  readonly request: FastifyRequest
  readonly inTransaction: InTransaction
}

/**
 * Registers a mutating user call of core's endpoint table: the caller must be signed in, the payload (query, then
 * form body) is decoded once with the table's schema, and the handler runs under `idempotent`, writing through
 * `inTransaction` so a refusal writes nothing and an `Idempotency-Key` repeat answers the first success.
 */
export const userCommandRoute = <P extends Api.ApiPath>(
  app: FastifyInstance,
  context: AppContext,
  path: P,
  handle: (command: UserCommand<P>) => Envelope<unknown>,
): void => {
  const endpoint = ApiValues.endpoints[path]
  app.route({
    method: endpoint.method,
    url: `${ApiValues.basePath}${path}`,
    handler: async (request) => {
      const signedIn = requireUser(request)
      if (!signedIn.ok) return signedIn.refusal
      const input = { ...(request.query as object | undefined), ...(request.body as object | undefined) }
      const decoded = ApiValues.decodePayload(endpoint.payload as never, input)
      if (!decoded.ok) return refusalOf(decoded.error, requestLanguage(request.headers))
      const payload = decoded.value as Api.PayloadOf<P>
      return idempotent(context, request, signedIn.user.userId, (inTransaction) =>
        handle({ payload, user: signedIn.user, request, inTransaction }),
      )
    },
  })
}
