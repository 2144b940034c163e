import { Api, domainError, traditionalName, watchlistRefusal } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import { englishNameOf } from '../../market/universe.js'
import { addToWatchlist, isWatched, removeFromWatchlist, watchlistOf } from '../../watchlist/watchlistRepository.js'
import { watchlistRowWire } from '../../watchlist/watchlistRowWire.js'
import type { RouteModule } from '../AppContext.js'
import { requireUser } from '../currentUser.js'
import { refusalOf, refusalWith, success, successIn } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userCommandRoute } from './userCommandRoute.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)

/** An instrument by code, or by market prefix plus code ("sz000001", the favourites row's `stockGid`). */
const instrumentOf = (market: MarketService, code: string): Instrument | undefined =>
  market.instrument(code) ?? market.instrument(code.replace(/^(sh|sz|bj|hk|us)(?=[A-Za-z0-9])/i, ''))

const unknownCode = (request: FastifyRequest) =>
  refusalOf(domainError('apiInvalidField', { field: 'code' }), languageOf(request))

const matches = (instrument: Instrument, keywords: string | undefined): boolean => {
  const word = keywords?.trim().toLowerCase() ?? ''
  return (
    word === '' ||
    instrument.code.toLowerCase().includes(word) ||
    instrument.name.toLowerCase().includes(word) ||
    instrument.spell.toLowerCase().includes(word) ||
    englishNameOf(instrument).toLowerCase().includes(word) ||
    (traditionalName(instrument.name)?.includes(word) ?? false)
  )
}

/**
 * The watchlist (favourites, DECISIONS §14): add, remove, list with live quotes, and the is-in flag. Only stocks
 * can be added (an index gets the spec's 'The index does not support Favorites!').
 */
export const watchlistRoutes: RouteModule = (app, context) => {
  const { market, db } = context
  if (!market) return

  userCommandRoute(app, context, '/user/addOption.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    const instrument = instrumentOf(market, payload.code)
    if (!instrument) return unknownCode(request)
    const refused = watchlistRefusal(instrument.kind)
    if (refused) return refusalOf(refused, language)
    return inTransaction(() =>
      addToWatchlist(db, user.userId, instrument.code, context.now())
        ? successIn(language, 'watchlistAdded', null)
        : refusalWith('watchlistAlreadyAdded', language),
    )
  })

  userCommandRoute(app, context, '/user/delOption.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    const instrument = instrumentOf(market, payload.code)
    if (!instrument) return unknownCode(request)
    return inTransaction(() =>
      removeFromWatchlist(db, user.userId, instrument.code)
        ? successIn(language, 'watchlistRemoved', null)
        : refusalWith('watchlistNotAdded', language),
    )
  })

  endpointRoute(app, '/user/option/list.do', (payload, request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const rows = watchlistOf(db, signedIn.user.userId).flatMap((entry) => {
      const instrument = market.instrument(entry.code)
      const quote = instrument && market.quote(entry.code)
      return instrument && quote && matches(instrument, payload.keyWords)
        ? [watchlistRowWire(instrument, quote, entry)]
        : []
    })
    return success(Api.pageOf(rows, payload.pageNum, payload.pageSize))
  })

  endpointRoute(app, '/user/isOption.do', (payload, request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const instrument = instrumentOf(market, payload.code)
    if (!instrument) return unknownCode(request)
    return success(isWatched(db, signedIn.user.userId, instrument.code) ? 1 : 0)
  })
}
