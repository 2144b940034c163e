import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { clearLoginFailures, phoneLockedUntil, recordLoginFailure } from './loginThrottle.js'

const minute = 60 * 1000
const at = (minutes: number) => minutes * minute

describe('login failures in the database', () => {
  let dir: string
  let db: SqlConnection
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bourse-throttle-'))
    db = openSqlite(join(dir, 'bourse.sqlite'))
  })
  afterAll(() => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('counts attempts left, locks on the fifth, unlocks 15 minutes later with five fresh attempts', () => {
    const phone = '9876543210'
    const t0 = Date.parse('2026-11-23T02:00:00Z')
    expect([0, 1, 2, 3].map((m) => recordLoginFailure(db, phone, t0 + at(m)))).toEqual([4, 3, 2, 1])
    expect(phoneLockedUntil(db, phone, t0 + at(3.5))).toBeUndefined()
    expect(recordLoginFailure(db, phone, t0 + at(4))).toBe(0)
    expect(phoneLockedUntil(db, phone, t0 + at(10))).toBe(t0 + at(19))
    expect(phoneLockedUntil(db, '9876543211', t0 + at(10))).toBeUndefined()
    expect(phoneLockedUntil(db, phone, t0 + at(19))).toBeUndefined()
    expect(recordLoginFailure(db, phone, t0 + at(19))).toBe(4)
  })

  it('forgets a phone after a successful login and prunes failures too old to matter', () => {
    const phone = '9876543212'
    const t0 = Date.parse('2026-11-23T02:00:00Z')
    recordLoginFailure(db, phone, t0)
    recordLoginFailure(db, phone, t0 + at(1))
    clearLoginFailures(db, phone)
    expect(recordLoginFailure(db, phone, t0 + at(2))).toBe(4)
    recordLoginFailure(db, phone, t0 + at(100))
    const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE phone = ?').get(phone)
    expect(count).toEqual({ n: 1 })
  })
})
