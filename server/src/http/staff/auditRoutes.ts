import type { FastifyInstance } from 'fastify'
import { chainHeads } from '../../audit/chainHeads.js'
import { storedAccountRecords } from '../../audit/storedAccountRecords.js'
import { findUserByPhone } from '../../users/usersRepository.js'
import type { AppContext } from '../AppContext.js'
import { refusalWith, success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/**
 * The auditor's pages (auditor, admin): the list of investors, and per investor the stored events, journal rows and
 * every other stored figure, exactly as stored, so `bourse audit` can replay them through core and reconcile.
 */
export const auditRoutes = (app: FastifyInstance, context: AppContext): void => {
  const { db } = context
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
        .prepare(
          `SELECT seq, at, type, command_id AS commandId, payload AS data, prev_hash AS prevHash, hash FROM events
           WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
        )
        .all(user.id, payload.afterId, payload.limit),
    )
  })

  staffRoute(app, context, '/users/journal', ({ payload, language }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    return success(
      db
        .prepare(
          `SELECT id, line, event_seq AS eventSeq, at, type, balance, amount, balance_after AS balanceAfter, reference,
             prev_hash AS prevHash, hash FROM journal
           WHERE user_id = ? AND id > ? ORDER BY id LIMIT ?`,
        )
        .all(user.id, payload.afterId, payload.limit),
    )
  })

  staffRoute(app, context, '/users/heads', ({ payload }) => success(chainHeads(db, payload.afterId, payload.limit)))

  // Money the provider collected for, or paid out to, a customer id the brokerage has no investor for.
  staffRoute(app, context, '/provider/unclaimed', () =>
    success(
      db
        .prepare(
          `SELECT p.id, p.provider, p.kind, p.reference, p.user_id AS userId, p.amount,
             p.provider_reference AS providerReference
           FROM provider_records p
           WHERE p.kind IN ('collected', 'payout') AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)
           ORDER BY p.id`,
        )
        .all() as never,
    ),
  )

  staffRoute(app, context, '/users/records', ({ payload, language }) => {
    const user = findUserByPhone(db, payload.phone)
    if (!user) return refusalWith('staffUserUnknown', language)
    return success(storedAccountRecords(db, user.id))
  })
}
