import { Api, type DomainError, domainError, Fees, MarginFinancing, Result } from '@bourse/core'
import { newSplitPositionSn } from '../../financing/financingIdentifiers.js'
import { findProduct, listProducts, readFinancingSettings } from '../../financing/financingProducts.js'
import {
  type ApplicationRow,
  findOwnApplication,
  findOwnSplitPosition,
  findOwnSubaccount,
  insertApplication,
  listApplications,
  listSplitPositions,
  type SplitPositionRow,
  splitPositionRow,
} from '../../financing/financingRows.js'
import { presentFinancingOrder, presentSplitPosition, presentSubAccount } from '../../financing/presentFinancing.js'
import { runFinancingCommand } from '../../financing/runFinancingCommand.js'
import type { MarketService } from '../../market/MarketService.js'
import { readSettings } from '../../settings/settingsRepository.js'
import { closeMarketOf } from '../../trading/closeMarketOf.js'
import { newCommandId } from '../../trading/identifiers.js'
import { stockOrderContext } from '../../trading/stockOrderContext.js'
import { stockOrderRequest } from '../../trading/stockOrderRequest.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { type UserCommand, userCommandRoute } from './userCommandRoute.js'
import { type Decoder, userEndpoint } from './userEndpoint.js'

interface Financing {
  readonly context: AppContext
  readonly market: MarketService
}

/** A foreign or unknown application, sub-account or split position: one refusal for all, naming what was sent. */
const unknownRecord = (id: string | number): DomainError => domainError('engineUnknownRecord', { id: String(id) })

const splitView = ({ context, market }: Financing, row: SplitPositionRow) => {
  const owner = context.db
    .prepare('SELECT subaccount_number AS number FROM financing_applications WHERE id = ?')
    .get(row.applicationId) as { number: string | null } | undefined
  return presentSplitPosition(row, owner?.number ?? null, market)
}

/** `getFundsSetting.do`: the ratios of the two lines and whether applications are open (DECISIONS §10). */
const fundsSetting = (db: AppContext['db']) => {
  const { ratios, enabled } = readFinancingSettings(db, MarginFinancing.defaultFinancingRatios)
  return { warningRatio: ratios.warningRatio.toString(), unwindRatio: ratios.unwindRatio.toString(), enabled }
}

/** `getFundsTypeList.do`: the products on offer, with their levers ("2/3/5"), term, margin range and daily fee rate. */
const fundsTypes = (db: AppContext['db']) =>
  listProducts(db).map((product) => ({
    id: product.typeId,
    name: product.name,
    lever: product.levers.join('/'),
    days: product.days,
    minMargin: product.minMargin.toFixed(2),
    maxMargin: product.maxMargin.toFixed(2),
    manageRate: product.manageRate.toString(),
  }))

/**
 * `addFundsApply.do`: an application for product `typeId` with `margin` at `lever`. Borrowed, both lines and the fee
 * rate come from the product and the settings, never from the client; nothing moves until finance approves.
 */
const apply = (financing: Financing) => (command: UserCommand<'/user/funds/addFundsApply.do'>) => {
  const { context, market } = financing
  const { db } = context
  const { payload, user, request, inTransaction } = command
  const language = requestLanguage(request.headers)
  const settings = readFinancingSettings(db, MarginFinancing.defaultFinancingRatios)
  if (!settings.enabled) return refusalOf(domainError('financingDisabled'), language)
  const product = findProduct(db, payload.typeId)
  if (!product) return refusalOf(domainError('financingUnknownType'), language)
  return inTransaction(() => {
    const now = context.now()
    const id = insertApplication(db, user.userId, now)
    const decision = runFinancingCommand(
      db,
      user.userId,
      {
        type: 'applyFinancing',
        id: newCommandId('financingApply'),
        applicationId: String(id),
        product,
        margin: payload.margin,
        lever: payload.lever,
        ratios: settings.ratios,
        realNameStatus: findUserById(db, user.userId)?.isActive ?? 0,
      },
      now,
    )
    if (!decision.ok) return refusalOf(decision.error, language)
    const row = findOwnApplication(db, user.userId, id) as ApplicationRow
    return successIn(language, 'financingApplied', presentFinancingOrder(row, market))
  })
}

/** A split-position order without a sub-account is refused as the spec's client words it: 'please select a sub-account'. */
const decodeSplitOrder: Decoder<Api.PayloadOf<'/user/funds/buyFunds.do'>> = (input) => {
  const chosen = (input as Record<string, unknown>).subaccountNumber
  if (chosen === undefined || (typeof chosen === 'string' && chosen.trim() === ''))
    return Result.fail(domainError('financingSubaccountRequired'))
  return Api.decodePayload(Api.endpoints['/user/funds/buyFunds.do'].payload, input)
}

/** `buyFunds.do`: a split-position buy in the caller's own active sub-account, checked like `/user/buy.do`. */
const buyFunds = (financing: Financing) => (command: UserCommand<'/user/funds/buyFunds.do'>) => {
  const { context, market } = financing
  const { db } = context
  const { payload, user, request, inTransaction } = command
  const language = requestLanguage(request.headers)
  const instrument = market.instrumentById(payload.stockId)
  if (instrument?.kind !== 'stock') return refusalOf(domainError('apiInvalidField', { field: 'stockId' }), language)
  return inTransaction(() => {
    const sub = findOwnSubaccount(db, user.userId, payload.subaccountNumber)
    if (!sub) return refusalOf(unknownRecord(payload.subaccountNumber), language)
    const now = context.now()
    const realName = findUserById(db, user.userId)?.isActive ?? 0
    const positionSn = newSplitPositionSn(db, now)
    const decision = runFinancingCommand(
      db,
      user.userId,
      {
        type: 'openFinancingPosition',
        id: newCommandId('buyFunds'),
        applicationId: String(sub.id),
        positionSn,
        stockName: instrument.name,
        market: instrument.market,
        request: stockOrderRequest(payload),
        context: stockOrderContext(db, market, instrument, realName, now),
      },
      now,
    )
    if (!decision.ok) return refusalOf(decision.error, language)
    return successIn(
      language,
      'purchaseSuccessful',
      splitView(financing, splitPositionRow(db, positionSn) as SplitPositionRow),
    )
  })
}

/** `sellFunds.do`: the owner closes a whole open split position at the live price, inside the order window. */
const sellFunds = (financing: Financing) => (command: UserCommand<'/user/funds/sellFunds.do'>) => {
  const { context, market } = financing
  const { db } = context
  const { payload, user, request, inTransaction } = command
  const language = requestLanguage(request.headers)
  return inTransaction(() => {
    const row = findOwnSplitPosition(db, user.userId, payload.positionSn)
    const instrument = row && market.instrument(row.position.stockCode)
    if (row?.state !== 0 || !instrument) return refusalOf(unknownRecord(payload.positionSn), language)
    const now = context.now()
    const decision = runFinancingCommand(
      db,
      user.userId,
      {
        type: 'closeFinancingPosition',
        id: newCommandId('sellFunds'),
        applicationId: String(row.applicationId),
        positionSn: row.positionSn,
        reason: 'owner',
        market: closeMarketOf(market, instrument, now),
        schedule: Fees.fromSettings(readSettings(db)),
      },
      now,
    )
    if (!decision.ok) return refusalOf(decision.error, language)
    return successIn(
      language,
      'positionClosed',
      splitView(financing, splitPositionRow(db, row.positionSn) as SplitPositionRow),
    )
  })
}

const pageOf = <T>(list: T[], total: number, payload: { pageNum: number; pageSize: number }) => ({
  list,
  total,
  pageNum: payload.pageNum,
  pageSize: payload.pageSize,
})

/** Margin financing (DECISIONS §10, spec 001 §7): products, applications, sub-accounts and their split positions. */
export const financingRoutes: RouteModule = (app, context) => {
  const { market, db } = context
  if (!market) return
  const financing: Financing = { context, market }
  userEndpoint(app, '/user/funds/getFundsSetting.do', () => success(fundsSetting(db)))
  userEndpoint(app, '/user/funds/getFundsTypeList.do', () => success(fundsTypes(db)))
  userCommandRoute(app, context, '/user/funds/addFundsApply.do', apply(financing))
  userEndpoint(app, '/user/funds/getUserApplyList.do', (payload, { userId }) => {
    const { rows, total } = listApplications(db, userId, payload)
    return success(
      pageOf(
        rows.map((row) => presentFinancingOrder(row, market)),
        total,
        payload,
      ),
    )
  })
  userEndpoint(app, '/user/funds/getUserSubaccount.do', (_payload, { userId }) => {
    const active = listApplications(db, userId, { pageNum: 1, pageSize: 100 }, 1).rows
    return success(
      pageOf(
        active.map((row) => presentSubAccount(row, market)),
        active.length,
        { pageNum: 1, pageSize: 100 },
      ),
    )
  })
  userEndpoint(
    app,
    '/user/funds/buyFunds.do',
    (payload, user, request) =>
      idempotent(context, request, user.userId, (inTransaction) =>
        buyFunds(financing)({ payload, user, request, inTransaction }),
      ),
    decodeSplitOrder,
  )
  userEndpoint(app, '/user/funds/fundsList.do', (payload, { userId }) => {
    const sub =
      payload.subaccountNumber === undefined ? undefined : findOwnSubaccount(db, userId, payload.subaccountNumber)
    if (payload.subaccountNumber !== undefined && !sub) return success(pageOf([], 0, payload))
    const { rows, total } = listSplitPositions(db, userId, {
      ...(payload.state === undefined ? {} : { state: payload.state }),
      ...(sub === undefined ? {} : { applicationId: sub.id }),
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
    return success(
      pageOf(
        rows.map((row) => splitView(financing, row)),
        total,
        payload,
      ),
    )
  })
  userCommandRoute(app, context, '/user/funds/sellFunds.do', sellFunds(financing))
}
