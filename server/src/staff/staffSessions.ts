import { createHash, randomBytes } from 'node:crypto'
import { Staff } from '@bourse/core'
import { announceStaffSessionsEnded } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findStaffById, type StaffRecord } from './staffRepository.js'

/** Staff tokens carry their own prefix, so one is never mistaken for (or accepted as) an investor's token. */
const prefix = 'stf_'

/** A new staff token: `stf_` and 32 random bytes as base64url. Only its hash is stored. */
export const newStaffToken = (): string => `${prefix}${randomBytes(32).toString('base64url')}`

export const isWellFormedStaffToken = (text: string): boolean => /^stf_[A-Za-z0-9_-]{43}$/.test(text)

export const hashStaffToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export const createStaffSession = (db: SqlConnection, tokenHash: string, staffId: number, now: number): void => {
  db.prepare('INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(
    tokenHash,
    staffId,
    now,
    now,
  )
}

/**
 * The member behind a live session (8 hours at most, 30 minutes idle, not revoked, member not disabled); each use
 * moves the idle limit on.
 */
export const findLiveStaffSession = (db: SqlConnection, tokenHash: string, now: number): StaffRecord | undefined => {
  const row = db
    .prepare(
      'SELECT staff_id AS staffId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM staff_sessions WHERE token_hash = ? AND revoked_at IS NULL',
    )
    .get(tokenHash) as { staffId: number; createdAt: number; lastSeenAt: number } | undefined
  if (row === undefined || !Staff.isStaffSessionLive(row.createdAt, row.lastSeenAt, now)) return undefined
  const member = findStaffById(db, row.staffId)
  if (member === undefined || member.disabled) return undefined
  // At most one write a second: a burst of calls (the auditor's pages) would otherwise commit, and on SQLite sync,
  // once per call for a one-second difference in the idle limit.
  if (now - row.lastSeenAt >= 1000)
    db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash)
  return member
}

export const revokeStaffSession = (db: SqlConnection, tokenHash: string, now: number): void => {
  db.prepare('UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash)
  announceStaffSessionsEnded(db, { tokenHash })
}
