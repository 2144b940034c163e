import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm } from '../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

describe("an investor's sessions, for support (issue 22)", () => {
  it('lists them without tokens and ends them all with a reason; the investor must sign in again', async () => {
    const investor = createTestInvestor(server.db, now)
    const support = staffToken(server, 'support')
    expect((await postForm(server.url, '/user/getUserInfo.do', investor.token)).status).toBe(0)
    const listed = await callStaff(server, support, 'GET', '/users/sessions', { phone: investor.phone })
    expect(listed.data).toEqual([
      { id: expect.any(Number), startedAt: now, lastSeenAt: now, active: true, device: '', address: '' },
    ])

    expect((await callStaff(server, support, 'POST', '/users/signOut', { phone: investor.phone })).httpStatus).toBe(400)
    const ended = await callStaff(server, support, 'POST', '/users/signOut', {
      phone: investor.phone,
      reason: 'phone reported stolen',
    })
    expect(ended).toMatchObject({ status: 0, data: { phone: investor.phone, ended: 1 } })
    expect((await postForm(server.url, '/user/getUserInfo.do', investor.token)).msg).toBe('Please log in first')
    expect((await callStaff(server, support, 'GET', '/users/sessions', { phone: investor.phone })).data).toEqual([
      { id: expect.any(Number), startedAt: now, lastSeenAt: now, active: false, device: '', address: '' },
    ])
    expect(
      server.db
        .prepare("SELECT reason, outcome FROM staff_audit WHERE route = '/staff-api/users/signOut' AND outcome = 'ok'")
        .all(),
    ).toEqual([{ reason: 'phone reported stolen', outcome: 'ok' }])
    for (const role of rolesOutside(['support']))
      expect(
        (
          await callStaff(server, staffToken(server, role), 'POST', '/users/signOut', {
            phone: investor.phone,
            reason: 'x',
          })
        ).httpStatus,
      ).toBe(403)
  })
})
