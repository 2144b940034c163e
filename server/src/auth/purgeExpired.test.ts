import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import { purgeExpired } from './purgeExpired.js'
import { createSession, revokeSession } from './sessions.js'

const hour = 60 * 60 * 1000
const day = 24 * hour
const now = Date.parse('2026-11-23T02:00:00Z')

const countOf = (db: SqlConnection, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

describe('purging what can no longer matter', () => {
  let dir: string
  let db: SqlConnection
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bourse-purge-'))
    db = withDataVault(openSqlite(join(dir, 'bourse.sqlite')), dir)
  })
  afterAll(() => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('removes expired idempotency keys, ended sessions and old login failures, and keeps the rest', () => {
    // The investor's own session was made 31 days ago and never used since: idle past 30 days.
    const investor = createTestInvestor(db, now - 31 * day)
    createSession(db, 'live', investor.userId, now - 29 * day)
    createSession(db, 'logged-out', investor.userId, now - hour)
    revokeSession(db, 'logged-out', now - hour / 2)
    const key = db.prepare(
      'INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    key.run(investor.userId, 'old', 'h', '{}', now - day)
    key.run(investor.userId, 'fresh', 'h', '{}', now - day + 1)
    const failure = db.prepare('INSERT INTO login_failures (phone, at) VALUES (?, ?)')
    failure.run('9876500001', now - 30 * 60 * 1000)
    failure.run('9876500001', now - 30 * 60 * 1000 + 1)

    expect(purgeExpired(db, now)).toEqual({ idempotencyKeys: 1, sessions: 2, loginFailures: 1, liveTickets: 0 })
    expect(db.prepare('SELECT key FROM idempotency_keys').all()).toEqual([{ key: 'fresh' }])
    expect(db.prepare('SELECT token_hash AS token FROM sessions').all()).toEqual([{ token: 'live' }])
    expect(countOf(db, 'login_failures')).toBe(1)
    // A second purge at the same instant finds nothing more.
    expect(purgeExpired(db, now)).toEqual({ idempotencyKeys: 0, sessions: 0, loginFailures: 0, liveTickets: 0 })
  })
})
