import { Api } from '@bourse/core'
import { openPositionAnswer } from './fixtures/openPosition.js'
import { singleStockAnswer } from './fixtures/singleStock.js'

/** Decodes a recorded `{status, msg, data}` answer with core's schema for `path`, or fails the test. */
export const recorded = <P extends Api.ApiPath>(path: P, json: unknown): Api.DataOf<P> => {
  const decoded = Api.decodePayload(Api.Envelope(Api.endpoints[path].data as never) as never, json)
  if (!decoded.ok) throw new Error(`fixture for ${path} does not match core's schema: ${decoded.error.key}`)
  return (decoded.value as { data: Api.DataOf<P> }).data
}

/** `/api/stock/getSingleStock.do` recorded from the real server, its price set to core's worked example 10.55. */
export const singleStockAt1055 = recorded('/api/stock/getSingleStock.do', singleStockAnswer)

/** `/user/position/list.do` recorded from the real server: one long of 1 000 shares opened at 20.00, now 20.00. */
export const openPositionsAt20 = recorded('/user/position/list.do', openPositionAnswer)
