import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import {
  confirmLoginAttempt,
  type LoginReservation,
  phoneLockedUntil,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './loginThrottle.js'

const minute = 60 * 1000
const at = (minutes: number) => minutes * minute
const t0 = Date.parse('2026-11-23T02:00:00Z')

const attemptOf = (reservation: LoginReservation): number => {
  if (!reservation.ok) throw new Error('expected the attempt to be reserved')
  return reservation.attempt
}

describe('login attempts counted before the password check', () => {
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
    const left = [0, 1, 2, 3, 4].map((m) => reserveLoginAttempt(db, phone, t0 + at(m)))
    expect(left.map((reservation) => reservation.ok && reservation.left)).toEqual([4, 3, 2, 1, 0])
    expect(reserveLoginAttempt(db, phone, t0 + at(10))).toEqual({ ok: false, lockedUntil: t0 + at(19) })
    expect(phoneLockedUntil(db, '9876543211', t0 + at(10))).toBeUndefined()
    expect(phoneLockedUntil(db, phone, t0 + at(19))).toBeUndefined()
    expect(reserveLoginAttempt(db, phone, t0 + at(19))).toMatchObject({ ok: true, left: 4 })
  })

  it('reserves no more than five attempts however many arrive before any is checked', () => {
    const phone = '9876543213'
    const reservations = Array.from({ length: 30 }, () => reserveLoginAttempt(db, phone, t0))
    expect(reservations.filter((reservation) => reservation.ok)).toHaveLength(5)
    expect(reservations.slice(5).every((reservation) => !reservation.ok)).toBe(true)
  })

  it('a success forgets the failures before it, not those counted after it started', () => {
    const phone = '9876543212'
    reserveLoginAttempt(db, phone, t0)
    const right = attemptOf(reserveLoginAttempt(db, phone, t0 + at(1)))
    const later = [2, 3, 4].map((m) => reserveLoginAttempt(db, phone, t0 + at(m)))
    confirmLoginAttempt(db, phone, right)
    const count = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE phone = ?').get(phone)
    expect(count).toEqual({ n: 3 })
    expect(later.every((reservation) => reservation.ok)).toBe(true)
    expect(reserveLoginAttempt(db, phone, t0 + at(5))).toMatchObject({ ok: true, left: 1 })
  })

  it('a released attempt (never checked) does not count', () => {
    const phone = '9876543214'
    reserveLoginAttempt(db, phone, t0)
    releaseLoginAttempt(db, attemptOf(reserveLoginAttempt(db, phone, t0)))
    expect(reserveLoginAttempt(db, phone, t0)).toMatchObject({ ok: true, left: 3 })
  })
})
