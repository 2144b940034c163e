import { Live } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { hashToken, isWellFormedToken, newSessionToken } from './sessionToken.js'

/** What a ticket stands for: the session it was asked under. */
export interface TicketHolder {
  readonly tokenHash: string
  readonly userId: number
}

/**
 * Issues a one-time ticket for the live socket's signed-in handshake (issue 36): a browser cannot set headers on a
 * WebSocket, so it asks for a ticket over REST and opens `/prod-api/live?ticket=…`. Good for `Live.liveLimits.ticketMs`
 * (30 s), used once, tied to the session (a revoked session's ticket opens nothing); only its hash is stored.
 */
export const issueLiveTicket = (db: SqlConnection, holder: TicketHolder, now: number): string => {
  const ticket = newSessionToken()
  db.prepare('INSERT INTO live_tickets (ticket_hash, token_hash, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(ticket),
    holder.tokenHash,
    holder.userId,
    now + Live.liveLimits.ticketMs,
  )
  return ticket
}

/** Uses a ticket: answers its session once, if it is well formed, known and not expired; it is gone afterwards. */
export const redeemLiveTicket = (db: SqlConnection, ticket: string, now: number): TicketHolder | undefined => {
  if (!isWellFormedToken(ticket)) return undefined
  const row = db
    .prepare(
      'DELETE FROM live_tickets WHERE ticket_hash = ? RETURNING token_hash AS tokenHash, user_id AS userId, expires_at AS expiresAt',
    )
    .get(hashToken(ticket)) as { tokenHash: string; userId: number; expiresAt: number } | undefined
  return row !== undefined && Number(row.expiresAt) > now
    ? { tokenHash: row.tokenHash, userId: Number(row.userId) }
    : undefined
}

/** Removes tickets past their time that were never used (`purgeExpired`). */
export const purgeLiveTickets = (db: SqlConnection, now: number): number =>
  db.prepare('DELETE FROM live_tickets WHERE expires_at <= ?').run(now).changes
