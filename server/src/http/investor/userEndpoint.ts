import { Api, type Result } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireUser, type SignedInUser } from '../currentUser.js'
import { type Envelope, JsonEnvelope, refusalOf } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'

/** The signed-in caller of a user endpoint. */
export type Caller = SignedInUser

export type UserHandler<A> = (
  payload: A,
  caller: Caller,
  request: FastifyRequest,
) => Envelope<unknown> | JsonEnvelope | Promise<Envelope<unknown> | JsonEnvelope>

/** Reads a request's query and form body into a payload; core's schema for the path unless a route reads its own. */
export type Decoder<A> = (input: unknown) => Result.Result<A>

/**
 * Registers a signed-in call with the method of core's endpoint table: the session first, then the payload (query,
 * then form body) decoded once — a bad field is refused in the caller's language — then the handler. A handler may
 * answer a `JsonEnvelope` (already serialized), sent as it is.
 */
export const userEndpoint = <P extends Api.ApiPath, A = Api.PayloadOf<P>>(
  app: FastifyInstance,
  path: P,
  handler: UserHandler<A>,
  decode: Decoder<A> = (input) => Api.decodePayload(Api.endpoints[path].payload as never, input),
): void => {
  app.route({
    method: Api.endpoints[path].method,
    url: `${Api.basePath}${path}`,
    handler: async (request, reply) => {
      const signedIn = requireUser(request)
      if (!signedIn.ok) return signedIn.refusal
      const input = { ...(request.query as object | undefined), ...(request.body as object | undefined) }
      const decoded = decode(input)
      if (!decoded.ok) return refusalOf(decoded.error, requestLanguage(request.headers))
      const answer = await handler(decoded.value, signedIn.user, request)
      if (!(answer instanceof JsonEnvelope)) return answer
      reply.type('application/json; charset=utf-8')
      return answer.json
    },
  })
}
