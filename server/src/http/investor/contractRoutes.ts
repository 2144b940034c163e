import { type ContractKind, domainError, isDomainError, type Price } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import { contractCloseCommand } from '../../contracts/contractCloseCommand.js'
import { type ContractOrderChoice, contractOrderCommand } from '../../contracts/contractOrderCommand.js'
import { contractPositionPage, ownContractPosition } from '../../contracts/contractPositionRepository.js'
import { futuresPositionWire, indexPositionWire } from '../../contracts/contractPositionWire.js'
import { newPositionSn } from '../../contracts/newPositionSn.js'
import type { StoredContractPosition } from '../../contracts/storedContractPosition.js'
import type { MarketService } from '../../market/MarketService.js'
import { readSettings } from '../../settings/settingsRepository.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { requireUser } from '../currentUser.js'
import { type Envelope, refusalOf, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { type UserCommand, userCommandRoute } from './userCommandRoute.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)

/** The simulator's current point of the position's instrument (its open point if the quote is missing). */
const livePoint = (market: MarketService, stored: StoredContractPosition): Price.Price =>
  market.quote(stored.position.code)?.price ?? stored.position.openPoint

/** The position on the wire with its live point (the close point once closed). */
const wireOf = (market: MarketService, kind: ContractKind, stored: StoredContractPosition) =>
  kind === 'index'
    ? indexPositionWire(stored, livePoint(market, stored))
    : futuresPositionWire(stored, livePoint(market, stored))

/** Opens a position on the instrument `id` names, of `kind` only; the engine decides and books it. */
const openContract = (
  context: AppContext,
  market: MarketService,
  kind: ContractKind,
  command: UserCommand<'/user/buyIndex.do' | '/user/buyFutures.do'>,
  id: number,
  choice: ContractOrderChoice,
): Envelope<unknown> | Promise<Envelope<unknown>> => {
  const { db } = context
  const { user, request, inTransaction } = command
  const language = languageOf(request)
  const field = kind === 'index' ? 'indexId' : 'futuresId'
  const instrument = market.instrumentById(id)
  if (instrument?.kind !== kind) return refusalOf(domainError('apiInvalidField', { field }), language)
  const now = context.now()
  const positionSn = newPositionSn(kind)
  const order = contractOrderCommand(
    instrument,
    choice,
    {
      db,
      market,
      settings: readSettings(db),
      realNameApproved: findUserById(db, user.userId)?.isActive === 2,
      positionSn,
      now,
    },
    field,
  )
  if (isDomainError(order)) return refusalOf(order, language)
  return inTransaction(() => {
    const decision = executeCommand(db, user.userId, order, now)
    if (!decision.ok) return refusalOf(decision.error, language)
    const stored = ownContractPosition(db, user.userId, kind, positionSn)
    return stored
      ? successIn(language, 'purchaseSuccessful', wireOf(market, kind, stored))
      : refusalOf(domainError('engineUnknownRecord', { id: positionSn }), language)
  })
}

/**
 * Closes the caller's own open position of `kind`. An unknown, closed, foreign or other-kind serial number gets the
 * same refusal, naming only what was sent.
 */
const closeContract = (
  context: AppContext,
  market: MarketService,
  kind: ContractKind,
  command: UserCommand<'/user/sellIndex.do' | '/user/sellFutures.do'>,
): Envelope<unknown> | Promise<Envelope<unknown>> => {
  const { db } = context
  const { user, request, inTransaction, payload } = command
  const language = languageOf(request)
  const unknown = refusalOf(domainError('engineUnknownRecord', { id: payload.positionSn }), language)
  const position = loadAccount(db, user.userId).contractPositions[payload.positionSn]
  if (position?.kind !== kind) return unknown
  const now = context.now()
  const close = contractCloseCommand(market, position, now)
  if (!close) return unknown
  return inTransaction(() => {
    const decision = executeCommand(db, user.userId, close, now)
    if (!decision.ok) return refusalOf(decision.error, language)
    const stored = ownContractPosition(db, user.userId, kind, position.positionSn)
    return stored ? successIn(language, 'positionClosed', wireOf(market, kind, stored)) : unknown
  })
}

/**
 * Index and futures contracts (DECISIONS §7, §14): orders and closes through the engine, from the index or futures
 * account; gold is the futures contract `GC`. Position lists show live P&L on open rows.
 */
export const contractRoutes: RouteModule = (app, context) => {
  const { market } = context
  if (!market) return

  userCommandRoute(app, context, '/user/buyIndex.do', (command) =>
    openContract(context, market, 'index', command, command.payload.indexId, command.payload),
  )
  userCommandRoute(app, context, '/user/buyFutures.do', (command) =>
    openContract(context, market, 'futures', command, command.payload.futuresId, command.payload),
  )
  userCommandRoute(app, context, '/user/sellIndex.do', (command) => closeContract(context, market, 'index', command))
  userCommandRoute(app, context, '/user/sellFutures.do', (command) =>
    closeContract(context, market, 'futures', command),
  )

  endpointRoute(app, '/user/index/position/list.do', (payload, request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const page = contractPositionPage(context.db, signedIn.user.userId, 'index', {
      state: payload.state,
      words: [payload.keyWords],
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
    return success({
      list: page.rows.map((row) =>
        indexPositionWire(row, livePoint(market, row), market.quote(row.position.code)?.prevClose),
      ),
      total: page.total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
  })

  endpointRoute(app, '/user/futures/position/list.do', (payload, request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const page = contractPositionPage(context.db, signedIn.user.userId, 'futures', {
      state: payload.state,
      words: [payload.fnCode, payload.fnName],
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
    return success({
      list: page.rows.map((row) =>
        futuresPositionWire(row, livePoint(market, row), market.quote(row.position.code)?.prevClose),
      ),
      total: page.total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
  })
}
