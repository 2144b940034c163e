import type { FastifyInstance } from 'fastify'
import { accountLookup } from '../../staff/accountLookup.js'
import { sessionsOf, signOutEverywhere, signOutSession } from '../../staff/investorSessions.js'
import { dayRange, staffFundFlow } from '../../staff/staffFundFlow.js'
import { searchUsers } from '../../staff/userSearch.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { refusalWith, success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/**
 * Investors' accounts for staff: the whole account by phone (support, finance, auditor, admin; every look-up audited).
 * The auditor's pages (events, journal, stored records) are `auditRoutes.ts`.
 */
export const staffAccountRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context
  staffRoute(
    app,
    context,
    '/users/lookup',
    ({ payload, language, now }) => {
      const user = findUserByPhone(db, payload.phone)
      if (!user || !context.market) return refusalWith('staffUserUnknown', language)
      return success(accountLookup(db, context.market, user, now))
    },
    { auditLookUp: true },
  )

  staffRoute(app, context, '/users/sessions', ({ payload, language, now }) => {
    const user = findUserByPhone(db, payload.phone)
    return user ? success(sessionsOf(db, user.id, now)) : refusalWith('staffUserUnknown', language)
  })

  // Support ends every session of an investor (a lost phone): audited with the reason, like every POST.
  staffRoute(app, context, '/users/signOut', ({ payload, language, now }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    return success({ phone: user.phone, ended: signOutEverywhere(db, user.id, now) })
  })

  // Support ends one session (a device the investor no longer holds): audited with the reason and the session.
  staffRoute(app, context, '/users/signOutSession', ({ payload, language, now, audit }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    const ended = signOutSession(db, user.id, payload.session, now)
    if (ended === undefined) return refusalWith('staffSessionUnknown', language)
    audit({ detail: `session=${payload.session}` })
    return success({ phone: user.phone, ended })
  })

  // The fund flow between two days (the console's filter and CSV export). Reading it within a look-up of the same
  // account is that look-up; read alone, it is a look-up of its own.
  staffRoute(
    app,
    context,
    '/users/fundFlow',
    ({ payload, language, now }) => {
      const user = findUserByPhone(db, payload.phone)
      if (!user) return refusalWith('staffUserUnknown', language)
      if (payload.from !== undefined && payload.to !== undefined && payload.from > payload.to)
        return refusalWith('staffDaysReversed', language)
      // A first day still to come would read as "nothing happened" (issue 34).
      const today = new Date(now).toISOString().slice(0, 10)
      if (payload.from !== undefined && payload.from > today)
        return refusalWith('staffDayAhead', language, { day: payload.from, today })
      return success(staffFundFlow(db, user.id, dayRange(payload.from, payload.to)))
    },
    { auditLookUp: true, partOf: '/users/lookup' },
  )

  // Finding an investor shows names and phones: audited like a look-up (issue 22's search).
  staffRoute(app, context, '/users/search', ({ payload }) => success(searchUsers(db, payload.q)), {
    auditLookUp: true,
  })
}
