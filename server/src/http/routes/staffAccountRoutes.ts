import type { FastifyInstance } from 'fastify'
import { accountLookup } from '../../staff/accountLookup.js'
import { sessionsOf, signOutEverywhere } from '../../staff/investorSessions.js'
import { staffRoute } from '../../staff/staffRoute.js'
import { searchUsers } from '../../staff/userSearch.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { refusalWith, success } from '../envelope.js'

/**
 * Investors' accounts for staff: the whole account by phone (support, finance, auditor, admin; every look-up audited),
 * and for the auditor the list of investors and each one's stored events and journal, in pages by id, exactly as
 * stored, so `bourse audit` can replay them through core.
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

  // Finding an investor shows names and phones: audited like a look-up (issue 22's search).
  staffRoute(app, context, '/users/search', ({ payload }) => success(searchUsers(db, payload.q)), {
    auditLookUp: true,
  })

  staffRoute(app, context, '/users/list', ({ payload }) =>
    success(
      db
        .prepare(
          `SELECT u.id, u.phone, COALESCE(a.event_count, 0) AS eventCount FROM users u
           LEFT JOIN accounts a ON a.user_id = u.id WHERE u.id > ? ORDER BY u.id LIMIT ?`,
        )
        .all(payload.afterId, payload.limit),
    ),
  )

  staffRoute(app, context, '/users/events', ({ payload, language }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    return success(
      db
        .prepare('SELECT seq, at, type, payload AS data FROM events WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?')
        .all(user.id, payload.afterId, payload.limit),
    )
  })

  staffRoute(app, context, '/users/journal', ({ payload, language }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    return success(
      db
        .prepare(
          `SELECT id, at, type, balance, amount, balance_after AS balanceAfter, reference FROM journal
           WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?`,
        )
        .all(user.id, payload.afterId, payload.limit),
    )
  })
}
