import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite, type Sqlite } from '../store/openSqlite.js'
import { clearLoginFailures, lockedUntil, phoneLockedUntil, recordLoginFailure } from './loginThrottle.js'

const minute = 60 * 1000
const at = (minutes: number) => minutes * minute

describe('lockedUntil (five failures within 15 minutes lock for 15 minutes)', () => {
  it('locks from the fifth failure within 15 minutes', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(4))).toBe(at(19))
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(18.99))).toBe(at(19))
  })

  it('ends the lock 15 minutes after it started', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3), at(4)], at(19))).toBeUndefined()
  })

  it('does not lock four failures, nor five spread over 15 minutes or more', () => {
    expect(lockedUntil([at(0), at(1), at(2), at(3)], at(4))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(16)], at(16))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(15)], at(15))).toBeUndefined()
    expect(lockedUntil([at(0), at(4), at(8), at(12), at(14.99)], at(15))).toBe(at(29.99))
  })

  it('reads failures in any order', () => {
    expect(lockedUntil([at(4), at(0), at(3), at(1), at(2)], at(10))).toBe(at(19))
  })
})

describe('login failures in the database', () => {
  let dir: string
  let db: Sqlite
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
