import { Api, domainError, traditionalName } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import { chartRows } from '../../market/chartRows.js'
import type { Instrument } from '../../market/Instrument.js'
import type { MarketService } from '../../market/MarketService.js'
import type { Quote } from '../../market/Quote.js'
import { englishNameOf } from '../../market/universe.js'
import { watchedCodes } from '../../market/watchedCodes.js'
import { futuresRow, indexRow, stockQuote, stockRow } from '../../market/wireRows.js'
import { readSettings } from '../../settings/settingsRepository.js'
import type { RouteModule } from '../AppContext.js'
import { currentUser, requireUser } from '../currentUser.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'

type Kind = Instrument['kind']

const unknownField = (request: FastifyRequest, field: string) =>
  refusalOf(domainError('apiInvalidField', { field }), requestLanguage(request.headers))

/** The caller's user id when a session came with the request; market lists are public. */
const callerId = (request: FastifyRequest): number | undefined => currentUser(request)?.userId

/** An instrument of `kind` by code, or by market prefix plus code ("sh600519"), with its quote. */
const find = (market: MarketService, text: string, kind: Kind): [Instrument, Quote] | undefined => {
  const instrument = market.instrument(text) ?? market.instrument(text.replace(/^(sh|sz|bj|hk|us)(?=[A-Za-z0-9])/i, ''))
  const quote = instrument && market.quote(instrument.code)
  return instrument?.kind === kind && quote ? [instrument, quote] : undefined
}

const matchesKeywords = (instrument: Instrument, keywords: string | undefined): boolean => {
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

const withQuotes = (market: MarketService, instruments: readonly Instrument[]): [Instrument, Quote][] =>
  instruments.flatMap((i) => {
    const quote = market.quote(i.code)
    return quote ? [[i, quote] as [Instrument, Quote]] : []
  })

/**
 * Market data (DECISIONS §13, §14): stock, index and futures lists and details, suspended stocks and the chart calls.
 * Lists are public; `isOption` is filled when the caller is signed in; the chart calls need a session.
 */
export const marketRoutes: RouteModule = (app, context) => {
  const { market } = context
  if (!market) return

  endpointRoute(app, '/api/stock/getStock.do', (payload, request) => {
    const watched = watchedCodes(context.db, callerId(request))
    const rows = withQuotes(
      market,
      market
        .instruments()
        .filter((i) => i.kind === 'stock')
        .filter((i) => payload.stockType === undefined || i.market === payload.stockType)
        .filter((i) => !payload.stockPlate || i.board === payload.stockPlate)
        .filter((i) => matchesKeywords(i, payload.keyWords)),
    )
    const page = Api.pageOf(rows, payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(([i, q]) => stockRow(i, q, watched.has(i.code))) })
  })

  endpointRoute(app, '/api/stock/getSingleStock.do', (payload, request) => {
    const found = find(market, payload.code, 'stock')
    if (!found) return unknownField(request, 'code')
    const [instrument, quote] = found
    const watched = watchedCodes(context.db, callerId(request))
    return success({
      stock: stockRow(instrument, quote, watched.has(instrument.code)),
      quote: stockQuote(instrument, quote, market),
    })
  })

  endpointRoute(app, '/api/stock/getStop.do', (payload, request) => {
    const watched = watchedCodes(context.db, callerId(request))
    const rows = withQuotes(
      market,
      market.instruments().filter((i) => i.kind === 'stock' && i.suspended),
    )
    const page = Api.pageOf(rows, payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(([i, q]) => stockRow(i, q, watched.has(i.code))) })
  })

  endpointRoute(app, '/api/index/queryListIndex.do', (payload) => {
    const settings = readSettings(context.db)
    const rows = withQuotes(
      market,
      market.instruments().filter((i) => i.kind === 'index' && matchesKeywords(i, payload.keyWords)),
    )
    const page = Api.pageOf(rows, payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(([i, q]) => indexRow(i, q, settings)) })
  })

  endpointRoute(app, '/api/index/querySingleIndex.do', (payload, request) => {
    const found = find(market, payload.indexCode, 'index')
    if (!found) return unknownField(request, 'indexCode')
    return success(indexRow(found[0], found[1], readSettings(context.db)))
  })

  endpointRoute(app, '/api/futures/queryList.do', (payload) => {
    const settings = readSettings(context.db)
    const rows = withQuotes(
      market,
      market.instruments().filter((i) => i.kind === 'futures' && matchesKeywords(i, payload.keyWords)),
    )
    const page = Api.pageOf(rows, payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map(([i, q]) => futuresRow(i, q, settings)) })
  })

  for (const [path, today] of [
    ['/api/stock/history/tick.do', false],
    ['/api/stock/realtime/tick.do', true],
  ] as const) {
    endpointRoute(app, path, (payload, request) => {
      const signedIn = requireUser(request)
      if (!signedIn.ok) return signedIn.refusal
      const instrument = market.instrument(payload.code)
      const quote = instrument && market.quote(instrument.code)
      if (!instrument || !quote) return unknownField(request, 'code')
      if (instrument.market !== payload.market) return unknownField(request, 'market')
      return success(chartRows(context.db, instrument, quote, payload.interval, today))
    })
  }
}
