import {
  type AccountState,
  Api,
  Calendar,
  type DomainError,
  domainError,
  exchangeOf,
  Fees,
  Money,
  Result,
} from '@bourse/core'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { Quote } from '../../market/Quote.js'
import { currentStockAccountRisk, type StockAccountRisk } from '../../risk/stockAccountRisk.js'
import { readSettings } from '../../settings/settingsRepository.js'
import { closeMarketOf } from '../../trading/closeMarketOf.js'
import { newCommandId, newPositionSn, nextPendingOrderId } from '../../trading/identifiers.js'
import {
  findOwnPendingOrder,
  listPendingOrders,
  type PendingOrderRow,
  savePlacementPrice,
} from '../../trading/pendingOrderRows.js'
import { presentPendingOrder } from '../../trading/presentPendingOrder.js'
import { presentOpenPosition, presentPosition } from '../../trading/presentPosition.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { stockOrderRequest } from '../../trading/stockOrderRequest.js'
import {
  findOwnStockPosition,
  listStockPositions,
  openedPositionRow,
  type PositionRef,
  type StockPositionRow,
  stockPositionRow,
} from '../../trading/stockPositionRows.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { JsonEnvelope, refusalOf, success, successIn } from '../envelope.js'
import { idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { type Decoder, type UserHandler, userEndpoint } from './userEndpoint.js'

/** An unknown or foreign position or order: one refusal for both, naming only what the caller sent. */
const unknownRecord = (id: string | number): DomainError => domainError('engineUnknownRecord', { id: String(id) })

/** `/user/sell.do` names the position by `positionSn` (search page) or by row `id` (holdings page). */
const decodePositionRef: Decoder<PositionRef> = (input) => {
  const fields = input as Record<string, unknown>
  if (fields.positionSn === undefined && fields.id !== undefined) {
    const byId = Api.decodePayload(Api.CancelPendingOrderPayload, input)
    return byId.ok ? Result.ok({ id: byId.value.id }) : byId
  }
  return Api.decodePayload(Api.ClosePositionPayload, input)
}

interface Trading {
  readonly context: AppContext
  readonly market: MarketService
}

const presentRow = ({ market }: Trading, row: StockPositionRow) =>
  presentPosition(row, market.instrument(row.position.stockCode), market.quote(row.position.stockCode)?.price)

const presentStored = (trading: Trading, positionSn: string) => {
  const row = stockPositionRow(trading.context.db, positionSn)
  return row && presentRow(trading, row)
}

const stockById = (market: MarketService, id: number): Instrument | undefined => {
  const instrument = market.instrumentById(id)
  return instrument?.kind === 'stock' ? instrument : undefined
}

/** `/user/buy.do` (DECISIONS §2): a market order filled at the live price; every order opens its own position. */
const buy =
  (trading: Trading): UserHandler<Api.PayloadOf<'/user/buy.do'>> =>
  (payload, { userId, realNameStatus }, request) => {
    const { context, market } = trading
    const { db } = context
    const language = requestLanguage(request.headers)
    const instrument = stockById(market, payload.stockId)
    if (!instrument) return refusalOf(domainError('apiInvalidField', { field: 'stockId' }), language)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const now = context.now()
        const positionSn = newPositionSn(now)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'openStockPosition',
            id: newCommandId('buy'),
            positionSn,
            stockName: instrument.name,
            market: instrument.market,
            request: stockOrderRequest(payload),
            context: stockOrderContext(db, market, instrument, realNameStatus, now),
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        const opened = decision.events.find((event) => event.type === 'stockPositionOpened')
        return successIn(
          language,
          'purchaseSuccessful',
          opened ? presentRow(trading, openedPositionRow(db, userId, opened.position)) : undefined,
        )
      }),
    )
  }

/** `/user/sell.do`: the owner closes a whole open position at the live price, inside the order window. */
const sell =
  (trading: Trading): UserHandler<PositionRef> =>
  (ref, { userId }, request) => {
    const { context, market } = trading
    const { db } = context
    const language = requestLanguage(request.headers)
    const named = 'positionSn' in ref ? ref.positionSn : ref.id
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const row = findOwnStockPosition(db, userId, ref)
        const instrument = row && market.instrument(row.position.stockCode)
        if (row?.state !== 0 || !instrument) return refusalOf(unknownRecord(named), language)
        const now = context.now()
        const settings = readSettings(db)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'closeStockPosition',
            id: newCommandId('sell'),
            positionSn: row.positionSn,
            reason: 'owner',
            market: closeMarketOf(market, instrument, now),
            schedule: Fees.fromSettings(settings),
            stayMaxDays: settings.stayMaxDays,
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        return successIn(language, 'positionClosed', presentStored(trading, row.positionSn))
      }),
    )
  }

/** `/user/position/updateTarget.do`: set or clear (by omitting) TP and SL, checked against the live price. */
const updateTarget =
  (trading: Trading): UserHandler<Api.PayloadOf<'/user/position/updateTarget.do'>> =>
  (payload, { userId }, request) => {
    const { context, market } = trading
    const { db } = context
    const language = requestLanguage(request.headers)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const row = findOwnStockPosition(db, userId, { positionSn: payload.positionSn })
        if (row?.state !== 0) return refusalOf(unknownRecord(payload.positionSn), language)
        const price = market.quote(row.position.stockCode)?.price
        if (price === undefined) return refusalOf(domainError('orderPriceUnknown'), language)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'changeTargets',
            id: newCommandId('targets'),
            positionSn: row.positionSn,
            targets: { profitTarget: payload.profitTarget, stopLoss: payload.stopLoss },
            price,
          },
          context.now(),
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        return successIn(language, 'targetsUpdated', presentStored(trading, row.positionSn))
      }),
    )
  }

/**
 * `/user/addOrder.do` (DECISIONS §5): accepted at any hour; margin and charges at the target are frozen now. Valid
 * until the session close of the `pendingOrderDays`-th trading day of the stock's exchange.
 */
const addOrder =
  (trading: Trading): UserHandler<Api.PayloadOf<'/user/addOrder.do'>> =>
  (payload, { userId, realNameStatus }, request) => {
    const { context, market } = trading
    const { db } = context
    const language = requestLanguage(request.headers)
    const instrument = market.instrument(payload.stockId)
    if (instrument?.kind !== 'stock') return refusalOf(domainError('apiInvalidField', { field: 'stockId' }), language)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        const now = context.now()
        const settings = readSettings(db)
        const currentPrice = market.quote(instrument.code)?.price
        if (currentPrice === undefined) return refusalOf(domainError('orderPriceUnknown'), language)
        const exchange = exchangeOf(instrument.market)
        const expiresAt = Calendar.expiryAfterTradingDays(exchange, now, settings.pendingOrderDays, market.calendar)
        if (!expiresAt.ok) return refusalOf(expiresAt.error, language)
        const { tradingOpen: _, ...orderContext } = stockOrderContext(db, market, instrument, realNameStatus, now)
        const orderId = nextPendingOrderId(db)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'placePendingOrder',
            id: newCommandId('addOrder'),
            orderId,
            stockName: instrument.name,
            market: instrument.market,
            request: stockOrderRequest(payload),
            targetPrice: payload.targetPrice,
            currentPrice,
            expiresAt: expiresAt.value,
            context: orderContext,
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        savePlacementPrice(db, orderId, currentPrice)
        const row = findOwnPendingOrder(db, userId, orderId) as PendingOrderRow
        return successIn(language, 'pendingOrderPlaced', presentPendingOrder(row))
      }),
    )
  }

/** `/user/delOrder.do`: the owner cancels a waiting order; its reservation returns to available. */
const delOrder =
  (trading: Trading): UserHandler<Api.PayloadOf<'/user/delOrder.do'>> =>
  (payload, { userId }, request) => {
    const { context } = trading
    const { db } = context
    const language = requestLanguage(request.headers)
    const orderId = String(payload.id)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        if (!findOwnPendingOrder(db, userId, orderId)) return refusalOf(unknownRecord(orderId), language)
        const decision = executeCommand(
          db,
          userId,
          { type: 'cancelPendingOrder', id: newCommandId('delOrder'), orderId },
          context.now(),
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        const row = findOwnPendingOrder(db, userId, orderId) as PendingOrderRow
        return successIn(language, 'cancellationSuccessful', presentPendingOrder(row))
      }),
    )
  }

/** `/user/orderList.do`: the caller's pending orders of every status, newest first. */
const orderList =
  ({ context }: Trading): UserHandler<Api.PayloadOf<'/user/orderList.do'>> =>
  (payload, { userId }) => {
    const { rows, total } = listPendingOrders(context.db, userId, payload.pageNum, payload.pageSize)
    return success({ list: rows.map(presentPendingOrder), total, pageNum: payload.pageNum, pageSize: payload.pageSize })
  }

/** A 2-decimal display amount; floating P&L is exact until shown, and a zero never reads "-0.00". */
const money = (value: Money.Money) => {
  const text = Money.round(value).toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

/**
 * `/user/position/list.do`: open rows at the live quote, closed rows as settled. Besides the page, `data` carries the
 * stock account's `liquidationLine`, `floating` (rounded for display) and `distance`, and each open row its
 * `liquidationPrice` (DECISIONS §6: the app shows the line and the distance to it).
 */
/** An open-positions page as sent, and the instrument and quote of each row's code it was presented at. */
interface ListedPage {
  readonly risk: StockAccountRisk
  readonly marks: readonly (readonly [string, Instrument | undefined, Quote | undefined])[]
  readonly reply: JsonEnvelope
}

/** Pages kept per live account state (a new state object after every command) and request. */
const listedPages = new WeakMap<AccountState, Map<string, ListedPage>>()
const pagesPerState = 16

/**
 * `/user/position/list.do`: open rows at the live quote, closed rows as settled. Besides the page, `data` carries the
 * stock account's `liquidationLine`, `floating` (rounded for display) and `distance`, and each open row its
 * `liquidationPrice` (DECISIONS §6: the app shows the line and the distance to it).
 *
 * A page of open positions is kept, serialized, with the account state it was read from: it is answered again while
 * the state (so the read table, written in the same transaction), the risk (held codes' quotes, settings) and each
 * row's instrument and quote are the same objects — between two ticks, a repeated read costs a few lookups.
 */
const positionList =
  (trading: Trading): UserHandler<Api.PayloadOf<'/user/position/list.do'>> =>
  (payload, { userId }) => {
    const { context, market } = trading
    const account = loadAccount(context.db, userId)
    const risk = currentStockAccountRisk(account, market, readSettings(context.db))
    const key =
      payload.state === 0 && risk
        ? JSON.stringify([payload.pageNum, payload.pageSize, payload.stockCode ?? '', payload.stockSpell ?? ''])
        : undefined
    const pages = key === undefined ? undefined : listedPages.get(account)
    const kept = key === undefined ? undefined : pages?.get(key)
    if (
      kept !== undefined &&
      kept.risk === risk &&
      kept.marks.every(
        ([code, instrument, quote]) => market.instrument(code) === instrument && market.quote(code) === quote,
      )
    ) {
      return kept.reply
    }
    const { rows, total } = listStockPositions(context.db, userId, payload, account.positions)
    const marks: [string, Instrument | undefined, Quote | undefined][] = []
    const list = rows.map((row) => {
      const code = row.position.stockCode
      const instrument = market.instrument(code)
      const quote = market.quote(code)
      marks.push([code, instrument, quote])
      if (row.state !== 0) return presentPosition(row, instrument, quote?.price, undefined, quote?.prevClose)
      return presentOpenPosition(row, instrument, quote?.price, risk?.liquidationPriceOf(code), quote?.prevClose)
    })
    const envelope = success({
      list,
      total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
      liquidationLine: risk ? money(risk.assessment.line) : null,
      floating: risk ? money(risk.assessment.floating) : null,
      distance: risk ? money(risk.assessment.distance) : null,
    })
    if (key === undefined || !risk) return envelope
    const reply = new JsonEnvelope(JSON.stringify(envelope))
    const byKey = pages ?? new Map<string, ListedPage>()
    if (byKey.size >= pagesPerState) byKey.clear()
    byKey.set(key, { risk, marks, reply })
    if (pages === undefined) listedPages.set(account, byKey)
    return reply
  }

/** Stock trading (DECISIONS §2, §5, §6, §14): market and pending orders, closes, TP/SL, positions. */
export const stockTradingRoutes: RouteModule = (app, context) => {
  const { market } = context
  if (!market) return
  const trading: Trading = { context, market }
  userEndpoint(app, '/user/buy.do', buy(trading))
  userEndpoint(app, '/user/sell.do', sell(trading), decodePositionRef)
  userEndpoint(app, '/user/position/updateTarget.do', updateTarget(trading))
  userEndpoint(app, '/user/addOrder.do', addOrder(trading))
  userEndpoint(app, '/user/delOrder.do', delOrder(trading))
  userEndpoint(app, '/user/orderList.do', orderList(trading))
  userEndpoint(app, '/user/position/list.do', positionList(trading))
}
