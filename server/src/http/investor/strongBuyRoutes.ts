import { Api, Calendar, domainError, exchangeOf, Shares, type StrongBuyApplied } from '@bourse/core'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import { leverOneContext } from '../../blockTrade/leverOneContext.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import { tradingDayOf } from '../../market/marketCalendar.js'
import { presentStrongBuyApplication, presentStrongBuyItem } from '../../strongBuy/presentStrongBuy.js'
import { insertQueueRow } from '../../strongBuy/strongBuyOrders.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userEndpoint } from './userEndpoint.js'

/** A-shares at limit-up now, with their limit-up price: the only stocks with a strong-buy queue. */
const atLimitUp = (market: MarketService) =>
  market.instruments().flatMap((instrument) => {
    const quote = market.quote(instrument.code)
    const limitUp = market.limits(instrument.code)?.limitUp
    return instrument.kind === 'stock' && quote && limitUp && quote.price.gte(limitUp)
      ? [{ instrument, quote, limitUp }]
      : []
  })

const matches = (instrument: Instrument, code: string | undefined): boolean => {
  const word = code?.trim().toLowerCase() ?? ''
  return word === '' || instrument.code.toLowerCase().includes(word) || instrument.name.toLowerCase().includes(word)
}

/**
 * Strong-buy, the limit-up queue (DECISIONS §8): the public list of stocks at limit-up (prices in thousandths) and
 * applying, which reserves the lever-1 cost at limit-up; `runStrongBuy` fills the queue at session end. The
 * caller's applications (what each froze, its state) are listed from the account's engine state.
 */
export const strongBuyRoutes: RouteModule = (app, context) => {
  const { db, market } = context
  if (!market) return

  endpointRoute(app, '/api/stock/getVipList.do', (payload) => {
    const rows = atLimitUp(market).filter(({ instrument }) => matches(instrument, payload.code))
    const page = Api.pageOf(rows, payload.pageNum, payload.pageSize)
    return success({
      ...page,
      list: page.list.map(({ instrument, quote, limitUp }) => presentStrongBuyItem(instrument, quote, limitUp)),
    })
  })

  userEndpoint(app, '/user/strongBuy/list.do', (payload, { userId }) => {
    const orders = Object.values(loadAccount(db, userId).strongBuys ?? {}).sort(
      (a, b) => b.appliedAt - a.appliedAt || Number(b.id) - Number(a.id),
    )
    const page = Api.pageOf(orders, payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(presentStrongBuyApplication) })
  })

  userEndpoint(app, '/user/buyVipQc.do', (payload, { userId }, request) => {
    const language = requestLanguage(request.headers)
    const instrument = market.instrument(payload.stockCode)
    if (instrument?.kind !== 'stock') return refusalOf(domainError('strongBuyStockUnknown'), language)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const now = context.now()
        const exchange = exchangeOf(instrument.market)
        const tradingDay = tradingDayOf(exchange, now, market.calendar)
        const settlesAt = Calendar.sessionCloseOf(exchange, tradingDay, market.calendar)
        const id = insertQueueRow(db, userId, instrument.code, tradingDay, settlesAt, now)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'applyStrongBuy',
            id: `strong-buy-apply:${id}`,
            applicationId: String(id),
            code: instrument.code,
            stockName: instrument.name,
            market: instrument.market,
            shares: Shares.of(payload.buyNum),
            price: market.quote(instrument.code)?.price,
            limitUp: market.limits(instrument.code)?.limitUp,
            context: leverOneContext(db, market, instrument, userId, now),
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        const applied = decision.events.find((e): e is StrongBuyApplied => e.type === 'strongBuyApplied')
        if (!applied) throw new Error(`strong-buy ${id}: no event`)
        return successIn(language, 'subscriptionSuccessful', presentStrongBuyApplication(applied.order))
      }),
    )
  })
}
