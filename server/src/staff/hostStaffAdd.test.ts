import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { testPasswordHashSync } from '../auth/passwordHash.js'
import { openSqlite } from '../store/openSqlite.js'
import { addStaffAsHost } from './hostStaffAdd.js'

const dataDir = mkdtempSync(join(tmpdir(), 'bourse-staff-add-'))
const db = openSqlite(join(dataDir, 'bourse.sqlite'))
afterAll(() => {
  db.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('adds an admin as the host, audited as the host, and refuses a forbidden pair of roles or a taken name', () => {
  const passwordHash = testPasswordHashSync('host-password-1')
  expect(addStaffAsHost(db, { name: 'two-hats', roles: ['finance', 'admin'], passwordHash }, 1000)).toBe(
    'finance and admin may not be held by one member',
  )
  expect(addStaffAsHost(db, { name: 'recovery-admin', roles: ['admin'], passwordHash }, 2000)).toBeUndefined()
  expect(addStaffAsHost(db, { name: 'recovery-admin', roles: ['support'], passwordHash }, 3000)).toBe(
    'recovery-admin already exists',
  )
  expect(db.prepare('SELECT name, roles, created_at AS createdAt FROM staff').all()).toEqual([
    { name: 'recovery-admin', roles: 'admin', createdAt: 2000 },
  ])
  expect(db.prepare('SELECT staff_name AS staff, route, target, outcome, detail FROM staff_audit').all()).toEqual([
    { staff: 'host', route: 'host:staffAdd', target: 'staff:recovery-admin', outcome: 'ok', detail: 'roles=admin' },
  ])
})
