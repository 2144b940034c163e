import { Api, domainError, Shares } from '@bourse/core'
import type { FastifyRequest } from 'fastify'
import { executeCommand } from '../../accounts/executeCommand.js'
import {
  applicationOfUser,
  applicationsOfUser,
  hasApplied,
  type IpoApplicationRow,
  insertApplication,
} from '../../ipo/ipoApplications.js'
import { allListings, type IpoListingRow, listingByCode, listingById } from '../../ipo/ipoListings.js'
import { presentIpoApplication, presentIpoItem } from '../../ipo/presentIpo.js'
import { findUserById } from '../../users/usersRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { idempotent } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userEndpoint } from './userEndpoint.js'

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers)

/** Open listings first (soonest deadline first), then the closed ones, latest listing date first. */
const listingOrder =
  (now: number) =>
  (a: IpoListingRow, b: IpoListingRow): number => {
    const openA = now < a.listing.applicationDeadline
    const openB = now < b.listing.applicationDeadline
    if (openA !== openB) return openA ? -1 : 1
    return openA
      ? a.listing.applicationDeadline - b.listing.applicationDeadline
      : b.listing.listingDate - a.listing.listingDate
  }

const present = (context: AppContext, row: IpoApplicationRow) =>
  presentIpoApplication(row, listingById(context.db, row.listingId) as IpoListingRow)

/**
 * New shares (DECISIONS §8, §14): the listing, applying (one application per listing and account; real name
 * required), the caller's applications, and confirming payment of an online allotment. The lottery, forfeits and
 * listing run in `runIpoSchedule`.
 */
export const ipoRoutes: RouteModule = (app, context) => {
  const { db } = context

  const listingPage = (pageNum: number, pageSize: number) => {
    const page = Api.pageOf(allListings(db).sort(listingOrder(context.now())), pageNum, pageSize)
    return success({ ...page, list: page.list.map(presentIpoItem) })
  }
  userEndpoint(app, '/user/newStockList.do', (payload) => listingPage(payload.pageNum, payload.pageSize))
  // The same listing for visitors (spec 001 §7 names it among the trading area's listing calls), pages of 9.
  endpointRoute(app, '/api/ipo/page.do', (payload) => listingPage(payload.pageNum, payload.pageSize))

  userEndpoint(app, '/user/ipo/apply.do', (payload, { userId }, request) => {
    const language = languageOf(request)
    const listing = listingByCode(db, payload.newCode)
    if (!listing) return refusalOf(domainError('ipoListingUnknown'), language)
    if (findUserById(db, userId)?.isActive !== 2) return refusalOf(domainError('orderRealNameRequired'), language)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        if (hasApplied(db, userId, listing.id)) return refusalOf(domainError('ipoAlreadyApplied'), language)
        const now = context.now()
        const id = insertApplication(db, userId, listing.id, now)
        const decision = executeCommand(
          db,
          userId,
          {
            type: 'applyIpo',
            id: `ipo-apply:${id}`,
            applicationId: String(id),
            listing: listing.listing,
            quantity: Shares.of(payload.applyNums),
          },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        const row = applicationOfUser(db, userId, id) as IpoApplicationRow
        return successIn(language, 'subscriptionSuccessful', present(context, row))
      }),
    )
  })

  userEndpoint(app, '/user/getOneSubscribeByUserId.do', (payload, { userId }) => {
    const page = Api.pageOf(applicationsOfUser(db, userId), payload.pageNum, payload.pageSize)
    return success({ ...page, list: page.list.map((row) => present(context, row)) })
  })

  userEndpoint(app, '/user/submitSubscribe.do', (payload, { userId }, request) => {
    const language = languageOf(request)
    return idempotent(context, request, userId, (inTransaction) =>
      inTransaction(() => {
        // Someone else's application and an unknown id get the same answer.
        const row = applicationOfUser(db, userId, payload.id)
        const listing = row && listingById(db, row.listingId)
        if (!row || !listing) return refusalOf(domainError('ipoApplicationUnknown'), language)
        const now = context.now()
        const decision = executeCommand(
          db,
          userId,
          { type: 'payIpo', id: `ipo-pay:${row.id}`, applicationId: String(row.id), listing: listing.listing },
          now,
        )
        if (!decision.ok) return refusalOf(decision.error, language)
        return successIn(
          language,
          'ipoPaymentSuccessful',
          present(context, applicationOfUser(db, userId, row.id) ?? row),
        )
      }),
    )
  })
}
