import { Api } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireUser } from '../../auth/currentUser.js'
import { type Envelope, refusalOf } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import type { WireData } from './publicEndpoint.js'

/** The signed-in caller of a user endpoint. */
export interface Caller {
  readonly userId: number
}

type Handler<P extends Api.ApiPath> = (
  payload: Api.PayloadOf<P>,
  caller: Caller,
  request: FastifyRequest,
) => Envelope<WireData<P>> | Envelope<null> | Promise<Envelope<unknown>>

/**
 * Registers a `/user/*` path with the method of core's endpoint table: the caller must be signed in, then the
 * payload is decoded once with the table's schema (a bad field is refused in the caller's language). Handlers may
 * be async, for `idempotent(...)`.
 */
export const userEndpoint = <P extends Api.ApiPath>(app: FastifyInstance, path: P, handler: Handler<P>): void => {
  const endpoint = Api.endpoints[path]
  app.route({
    method: endpoint.method,
    url: `${Api.basePath}${path}`,
    handler: async (request) => {
      const signedIn = requireUser(request)
      if (!signedIn.ok) return signedIn.refusal
      const input = { ...(request.query as object | undefined), ...(request.body as object | undefined) }
      const decoded = Api.decodePayload(endpoint.payload as never, input)
      if (!decoded.ok) return refusalOf(decoded.error, requestLanguage(request.headers))
      return handler(decoded.value as Api.PayloadOf<P>, { userId: signedIn.user.userId }, request)
    },
  })
}
