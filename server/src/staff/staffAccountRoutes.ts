import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../http/AppContext.js'
import { refusalWith, success } from '../http/envelope.js'
import { findUserByPhone } from '../users/usersRepository.js'
import { accountLookup } from './accountLookup.js'
import { staffRoute } from './staffRoute.js'

/**
 * Investors' accounts for staff: the whole account by phone (support, finance, auditor, admin; every look-up audited).
 * The auditor's pages (events, journal, stored records) are `audit/auditRoutes.ts`.
 */
export const staffAccountRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context
  staffRoute(
    app,
    context,
    '/users/lookup',
    ({ payload, language }) => {
      const user = findUserByPhone(db, payload.phone)
      if (!user || !context.market) return refusalWith('staffUserUnknown', language)
      return success(accountLookup(db, context.market, user))
    },
    { auditLookUp: true },
  )
}
