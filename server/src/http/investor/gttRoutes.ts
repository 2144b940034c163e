import { domainError, Gtt, Result as R, type Result } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import {
  activeGttCount,
  findOwnGtt,
  type GttRow,
  insertGtt,
  listGtts,
  moveGtt,
  updateGttLegs,
} from '../../gtt/gttRows.js'
import { gttWire } from '../../gtt/gttWire.js'
import type { MarketService } from '../../market/MarketService.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)

/** The `legs` field: a JSON array of `{triggerPrice, buyType, buyNum, lever, limitPrice}`. */
const legsOf = (text: string): Result.Result<Gtt.GttLegForm[]> => {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed) || parsed.length > 2) return R.fail(domainError('gttLegsInvalid'))
    return R.ok(
      parsed.map((leg) => {
        const fields = (typeof leg === 'object' && leg !== null ? leg : {}) as Record<string, unknown>
        return {
          triggerPrice: String(fields.triggerPrice ?? ''),
          limitPrice: String(fields.limitPrice ?? ''),
          buyType: Number(fields.buyType),
          buyNum: Number(fields.buyNum),
          lever: Number(fields.lever),
        }
      }),
    )
  } catch {
    return R.fail(domainError('apiInvalidField', { field: 'legs' }))
  }
}

/** Checks a GTT's form against the live price and the investor's active count (`exclude`: one being edited). */
const checked = (
  market: MarketService,
  code: string,
  form: { type: string; lastPrice: string; legs: string },
  active: number,
): Result.Result<{ type: Gtt.GttType; legs: Gtt.ArmedLeg[] }> => {
  const instrument = market.instrument(code)
  const serverPrice = market.quote(code)?.price
  if (instrument?.kind !== 'stock') return R.fail(domainError('apiInvalidField', { field: 'code' }))
  if (serverPrice === undefined) return R.fail(domainError('orderPriceUnknown'))
  const legs = legsOf(form.legs)
  if (!legs.ok) return legs
  return Gtt.checkGttForm({ type: form.type, lastPrice: form.lastPrice, legs: legs.value }, { serverPrice, active })
}

/**
 * Good-till-triggered orders (issue 30, DECISIONS §26): one leg, or two as an OCO, on a stock; at most 250 active an
 * investor; a trigger at least 0.25 % from the price, the price the investor saw within 1 % of the server's; valid a
 * year. A leg fires on the trigger book (`risk/`) and places its order through the engine then.
 */
export const gttRoutes: RouteModule = (app, context) => {
  const { db, market } = context
  if (!market) return
  const wireOf = (gtt: GttRow, request: FastifyRequest) => gttWire(market, gtt, languageOf(request))

  userCommandRoute(app, context, '/user/gtt/add.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    return inTransaction(() => {
      const form = checked(market, payload.code, payload, activeGttCount(db, user.userId))
      if (!form.ok) return refusalOf(form.error, language)
      const now = context.now()
      const id = insertGtt(db, {
        userId: user.userId,
        code: payload.code,
        type: form.value.type,
        lastPrice: payload.lastPrice,
        legs: form.value.legs,
        expiresAt: now + Gtt.gttRules.validForMs,
        createdAt: now,
      })
      return success(wireOf(findOwnGtt(db, user.userId, id) as GttRow, request))
    })
  })

  userEndpoint(app, '/user/gtt/list.do', (_payload, user, request) =>
    success(listGtts(db, user.userId).map((gtt) => wireOf(gtt, request))),
  )

  userCommandRoute(app, context, '/user/gtt/update.do', ({ payload, user, request, inTransaction }) => {
    const language = languageOf(request)
    return inTransaction(() => {
      const gtt = findOwnGtt(db, user.userId, payload.id)
      if (!gtt || gtt.status === 'deleted') return refusalOf(domainError('gttUnknown'), language)
      if (gtt.status !== 'active') return refusalOf(domainError('gttNotActive'), language)
      // The GTT being edited is one of the active ones: its new legs take its own place.
      const form = checked(market, gtt.code, { ...payload, type: gtt.type }, activeGttCount(db, user.userId) - 1)
      if (!form.ok) return refusalOf(form.error, language)
      if (!updateGttLegs(db, { ...gtt, lastPrice: payload.lastPrice, legs: form.value.legs }, context.now()))
        return refusalOf(domainError('gttNotActive'), language)
      return success(wireOf(findOwnGtt(db, user.userId, gtt.id) as GttRow, request))
    })
  })

  userCommandRoute(app, context, '/user/gtt/del.do', ({ payload, user, request, inTransaction }) =>
    inTransaction(() => {
      const gtt = findOwnGtt(db, user.userId, payload.id)
      if (!gtt || gtt.status === 'deleted') return refusalOf(domainError('gttUnknown'), languageOf(request))
      // An active GTT is cancelled (kept in the list); one that is over is taken off the list.
      const now = context.now()
      if (!moveGtt(db, gtt, ['active'], 'cancelled', now))
        moveGtt(db, gtt, ['triggered', 'rejected', 'expired', 'cancelled'], 'deleted', now)
      return success(null)
    }),
  )
}
