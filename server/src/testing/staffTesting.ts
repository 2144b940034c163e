import { Api, type Staff } from '@bourse/core'
import { totpCodeAt } from '../../../scripts/testing/totpCodes.js'
import { testPasswordHashSync } from '../auth/passwordHash.js'
import { giveStaffFactor } from '../secondFactor/staffFactor.js'
import { insertStaff } from '../staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken } from '../staff/staffSessions.js'
import type { TestServer } from './startTestServer.js'

let nextMember = 1

/** The password every member made by `createTestStaff` has (hashed at the small test cost). */
export const testStaffPassword = 'test-staff-password'

/** The TOTP secret every member made by `createTestStaff` has (confirmed), so a test can sign them in with a code. */
export const testStaffTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The code of `testStaffTotpSecret` at the test server's clock (each step signs a member in once). */
export const testStaffCode = (server: Pick<TestServer, 'clock'>, at: number = server.clock.now()): string =>
  totpCodeAt(testStaffTotpSecret, at)

/**
 * For tests: a staff member with `roles` created straight in the database, with a confirmed TOTP factor
 * (`testStaffTotpSecret`), signed in. Send the token as `Authorization: Bearer <token>` (or use `callStaff`).
 */
export const createTestStaff = (
  server: Pick<TestServer, 'db' | 'clock'>,
  roles: readonly Staff.StaffRole[],
): { readonly id: number; readonly name: string; readonly token: string } => {
  const name = `test-${roles.join('-') || 'none'}-${nextMember++}`
  const now = server.clock.now()
  const id = insertStaff(server.db, { name, passwordHash: testPasswordHashSync(testStaffPassword), roles }, now)
  giveStaffFactor(server.db, id, testStaffTotpSecret, now)
  const token = newStaffToken()
  createStaffSession(server.db, hashStaffToken(token), id, now)
  return { id, name, token }
}

/** A bearer token of a fresh member holding one role. */
export const staffToken = (server: Pick<TestServer, 'db' | 'clock'>, role: Staff.StaffRole): string =>
  createTestStaff(server, [role]).token

export interface StaffReply<Data = unknown> {
  readonly httpStatus: number
  readonly status: number
  readonly msg: string
  readonly data: Data
}

/** Calls `/staff-api<path>` as a member: GET with the payload as query, POST with it as JSON. */
export const callStaff = async <Data = unknown>(
  server: Pick<TestServer, 'url'>,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown> = {},
): Promise<StaffReply<Data>> => {
  const query = method === 'GET' ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : ''
  const response = await fetch(`${server.url}${Api.staffBasePath}${path}${query}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
  })
  const body = (await response.json()) as { status: number; msg: string; data: Data }
  return { httpStatus: response.status, ...body }
}

/** Every staff role but those given: the roles that must be refused a call open to `allowed`. */
export const rolesOutside = (allowed: readonly Staff.StaffRole[]): Staff.StaffRole[] =>
  (['support', 'finance', 'auditor', 'admin'] as const).filter((role) => !allowed.includes(role))

/**
 * For tests: changes a money setting the way DECISIONS §21 requires — proposed by one admin, approved by a second
 * who was active before the proposal (both made here, the checker dated a moment back so a frozen clock suffices).
 * Answers the proposal's refusal, or the approval.
 */
export const changeMoneySetting = async (
  server: Pick<TestServer, 'db' | 'clock' | 'url'>,
  name: string,
  value: string,
): Promise<StaffReply> => {
  const maker = createTestStaff(server, ['admin'])
  const checker = createTestStaff(server, ['admin'])
  server.db.prepare('UPDATE staff SET active_since = ? WHERE id = ?').run(server.clock.now() - 1, checker.id)
  const proposed = await callStaff<{ id: number }>(server, maker.token, 'POST', '/settings/propose', {
    name,
    value,
    reason: 'test setting',
  })
  if (proposed.status !== 0) return proposed
  return callStaff(server, checker.token, 'POST', '/settings/approve', { id: proposed.data.id })
}
