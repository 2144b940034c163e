import { Api, type BlockTradeBought, domainError, Shares } from '@bourse/core'
import { executeCommand } from '../../accounts/executeCommand.js'
import { insertOrder, ordersOfUser } from '../../blockTrade/blockTradeOrders.js'
import { allProducts, productById } from '../../blockTrade/blockTradeProducts.js'
import { leverOneContext } from '../../blockTrade/leverOneContext.js'
import { newPositionNumber } from '../../blockTrade/positionNumber.js'
import { presentBlockTradeItem, presentBlockTradeRecord } from '../../blockTrade/presentBlockTrade.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userEndpoint } from './userEndpoint.js'

/**
 * Block trade (DECISIONS §8): the public product list, buying (a long lever-1 position at the discounted price with
 * ordinary charges, through the engine's `buyBlockTrade`) and the caller's records.
 */
export const blockTradeRoutes: RouteModule = (app, context) => {
  const { db, market } = context
  if (!market) return

  endpointRoute(app, '/api/stock/getDzList.do', (payload) => {
    const page = Api.pageOf(allProducts(db), payload.pageNum, payload.pageSize)
    return success({
      ...page,
      list: page.list.map((row) => presentBlockTradeItem(row, market.quote(row.product.code)?.price)),
    })
  })

  userEndpoint(app, '/user/buyStockDz.do', (payload, { userId }, request) => {
    const language = requestLanguage(request.headers)
    const product = productById(db, payload.id)
    const instrument = product && market.instrument(product.product.code)
    if (!product || !instrument) return refusalOf(domainError('blockTradeProductUnknown'), language)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const now = context.now()
        const positionSn = newPositionNumber(db, 'D', now)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'buyBlockTrade',
            id: `block-trade:${positionSn}`,
            positionSn,
            product: product.product,
            shares: Shares.of(payload.num),
            marketPrice: market.quote(instrument.code)?.price,
            context: leverOneContext(db, market, instrument, userId, now),
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        const bought = decision.events.find((e): e is BlockTradeBought => e.type === 'blockTradeBought')
        if (!bought) throw new Error(`block trade ${positionSn}: no event`)
        const id = insertOrder(db, userId, product.id, bought, now)
        const record = ordersOfUser(db, userId).find((row) => row.id === id)
        if (!record) throw new Error(`block trade ${positionSn}: no record`)
        return successIn(language, 'purchaseSuccessful', presentBlockTradeRecord(record))
      }),
    )
  })

  userEndpoint(app, '/user/buyStockDzList.do', (payload, { userId }) => {
    const page = Api.pageOf(ordersOfUser(db, userId), payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(presentBlockTradeRecord) })
  })
}
