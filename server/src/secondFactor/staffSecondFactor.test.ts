import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCodeAt } from '../../../scripts/testing/totpCodes.js'
import { testPasswordHashSync } from '../auth/passwordHash.js'
import { resetStaffFactorAsHost } from '../staff/hostStaffAdd.js'
import { insertStaff } from '../staff/staffRepository.js'
import {
  callStaff,
  createTestStaff,
  testStaffCode,
  testStaffPassword,
  testStaffTotpSecret,
} from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

const clock = '2026-11-23T02:00:10Z'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

/** Moves the frozen clock on by whole 30-second time-steps. */
const steps = (count: number) => server.clock.set(server.clock.now() + count * 30_000)

const login = (name: string, password: string, totp?: string) =>
  callStaff<unknown>(server, undefined, 'POST', '/login', { name, password, ...(totp === undefined ? {} : { totp }) })

const trailOf = (name: string) =>
  server.db
    .prepare('SELECT staff_name AS staff, route, target, outcome, detail FROM staff_audit WHERE target = ? ORDER BY id')
    .all(`staff:${name}`) as { staff: string; route: string; target: string; outcome: string; detail: string }[]

describe('staff sign-in with TOTP (DECISIONS §28)', () => {
  it('does not sign in with the password alone, nor with a wrong, an old or a reused code', async () => {
    const member = createTestStaff(server, ['support'])
    const alone = await login(member.name, testStaffPassword)
    expect([alone.httpStatus, alone.msg]).toEqual([401, 'Enter the 6-digit code from your authenticator app'])
    const now = server.clock.now()
    const right = testStaffCode(server)
    const wrong = right === '000000' ? '000001' : '000000'
    expect((await login(member.name, testStaffPassword, wrong)).msg).toBe(
      'Incorrect, expired or already used code (3 attempts left)',
    )
    const old = totpCodeAt(testStaffTotpSecret, now - 2 * 30_000)
    expect((await login(member.name, testStaffPassword, old)).httpStatus).toBe(401)
    const signedIn = await login(member.name, testStaffPassword, right)
    expect(signedIn.status).toBe(0)
    expect(signedIn.data).toMatch(/^stf_/)
    // The same code again, within its window: refused (a code is accepted once).
    const replay = await login(member.name, testStaffPassword, right)
    expect([replay.httpStatus, replay.status]).toEqual([401, 1])
    // So is the step before the one used, though it is within the drift window.
    const before = await login(member.name, testStaffPassword, totpCodeAt(testStaffTotpSecret, now - 30_000))
    expect(before.status).toBe(1)
    steps(1)
  })

  it('counts wrong codes toward the sign-in lock: five lock the login even against the right code', async () => {
    const member = createTestStaff(server, ['finance'])
    const right = testStaffCode(server)
    const wrong = right === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) expect((await login(member.name, testStaffPassword, wrong)).status).toBe(1)
    const locked = await login(member.name, testStaffPassword, right)
    expect([locked.httpStatus, locked.msg]).toEqual([
      429,
      'Too many failed sign-ins: this login is locked, try again in 15 minutes',
    ])
    expect(trailOf(member.name).map((row) => row.outcome)).toContain(
      'refused: Incorrect, expired or already used code (1 attempts left)',
    )
  })

  it('enrols at the first sign-in: the secret and URI, then the first code signs in with ten recovery codes', async () => {
    const name = 'new-member'
    insertStaff(
      server.db,
      { name, passwordHash: testPasswordHashSync(testStaffPassword), roles: ['auditor'] },
      server.clock.now(),
    )
    const first = await login(name, testStaffPassword)
    const { enrol } = first.data as { enrol: { secret: string; uri: string } }
    expect(first.msg).toContain('Add this key to an authenticator app')
    expect(enrol.uri).toBe(`otpauth://totp/Bourse%20staff:${name}?secret=${enrol.secret}&issuer=Bourse%20staff`)
    // Asked again before confirming, the same secret (the QR code scanned stays good).
    expect((await login(name, testStaffPassword)).data as typeof first.data).toEqual(first.data)
    // The stored secret is sealed by the vault, never in clear.
    const stored = server.db
      .prepare("SELECT secret FROM totp_factors WHERE holder LIKE 'staff:%' AND confirmed_at IS NULL")
      .get() as { secret: string }
    expect(stored.secret.startsWith('vault1:otpSecret:1:')).toBe(true)
    expect(stored.secret).not.toContain(enrol.secret)

    const enrolled = await login(name, testStaffPassword, totpCodeAt(enrol.secret, server.clock.now()))
    const { token, recoveryCodes } = enrolled.data as { token: string; recoveryCodes: string[] }
    expect(token).toMatch(/^stf_/)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/)
    // Enrolled: the password alone no longer enrols, it asks for the code.
    expect((await login(name, testStaffPassword)).msg).toBe('Enter the 6-digit code from your authenticator app')

    // A recovery code signs in once; the second time it is refused.
    const [code] = recoveryCodes
    expect((await login(name, testStaffPassword, code)).status).toBe(0)
    expect((await login(name, testStaffPassword, code)).status).toBe(1)
    expect((await login(name, testStaffPassword, recoveryCodes[1]?.toUpperCase())).status).toBe(0)
    const stored2 = server.db.prepare('SELECT code_hash AS hash FROM recovery_codes').all() as { hash: string }[]
    expect(stored2.some(({ hash }) => recoveryCodes.some((clear) => hash.includes(clear.replace('-', ''))))).toBe(false)
  })

  it("resets a member's factor as the host, audited: their sessions end and the next sign-in enrols anew", async () => {
    const member = createTestStaff(server, ['support'])
    expect(resetStaffFactorAsHost(server.db, 'nobody-by-that-name', server.clock.now())).toBe(
      'no staff member named nobody-by-that-name',
    )
    expect(resetStaffFactorAsHost(server.db, member.name, server.clock.now())).toBeUndefined()
    expect((await callStaff(server, member.token, 'GET', '/me')).httpStatus).toBe(401)
    expect(trailOf(member.name).at(-1)).toEqual({
      staff: 'host',
      route: 'host:staffFactorReset',
      target: `staff:${member.name}`,
      outcome: 'ok',
      detail: 'second factor reset: enrols again at the next sign-in',
    })
    steps(1)
    // The old authenticator's code no longer signs in; the password alone answers a new secret.
    expect((await login(member.name, testStaffPassword, testStaffCode(server))).status).toBe(1)
    const again = await login(member.name, testStaffPassword)
    expect((again.data as { enrol: { secret: string } }).enrol.secret).not.toBe(testStaffTotpSecret)
  })
})
