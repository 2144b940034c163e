import type { Api } from '@bourse/core'
import { Api as ApiValues } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Envelope, refusalOf } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'

/** The wire form of a path's `data`, as core's endpoint table encodes it. */
export type WireData<P extends Api.ApiPath> = Api.Endpoints[P]['data']['Encoded']

type Handler<P extends Api.ApiPath> = (
  payload: Api.PayloadOf<P>,
  request: FastifyRequest,
) => Envelope<WireData<P>> | Envelope<null>

/**
 * Registers `path` with the method of core's endpoint table; the payload (query, then form body) is decoded once
 * with the table's schema, and a bad field is refused in the caller's language before the handler runs.
 */
export const endpointRoute = <P extends Api.ApiPath>(app: FastifyInstance, path: P, handler: Handler<P>): void => {
  const endpoint = ApiValues.endpoints[path]
  app.route({
    method: endpoint.method,
    url: `${ApiValues.basePath}${path}`,
    handler: async (request) => {
      const input = { ...(request.query as object | undefined), ...(request.body as object | undefined) }
      const decoded = ApiValues.decodePayload(endpoint.payload as never, input)
      if (!decoded.ok) return refusalOf(decoded.error, requestLanguage(request.headers))
      return handler(decoded.value as Api.PayloadOf<P>, request)
    },
  })
}
