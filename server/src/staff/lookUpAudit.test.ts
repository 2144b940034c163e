import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm } from '../testing/postForm.js'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)
const minute = 60_000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

const rowsFor = (target: string) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM staff_audit WHERE target = ?').get(target) as { n: number }).n

describe('one trail row per look-up opened, not per refresh (issue 22)', () => {
  it('records a look-up once while the same member keeps refreshing it, again after another look-up or 15 minutes', async () => {
    const support = staffToken(server, 'support')
    const [asha, ravi] = [createTestInvestor(server.db, now), createTestInvestor(server.db, now)]
    const lookUp = (phone: string) => callStaff(server, support, 'GET', '/users/lookup', { phone })
    for (let refresh = 0; refresh < 6; refresh += 1) {
      server.clock.set(now + refresh * 10_000)
      expect((await lookUp(asha.phone)).status).toBe(0)
    }
    expect(rowsFor(`users:${asha.phone}`)).toBe(1)

    await lookUp(ravi.phone)
    await lookUp(asha.phone)
    expect([rowsFor(`users:${asha.phone}`), rowsFor(`users:${ravi.phone}`)]).toEqual([2, 1])

    server.clock.set(now + 2 * minute + 15 * minute)
    await lookUp(asha.phone)
    expect(rowsFor(`users:${asha.phone}`)).toBe(3)

    // Another member's look-up is theirs: recorded even while the first keeps the account open.
    const other = staffToken(server, 'support')
    await callStaff(server, other, 'GET', '/users/lookup', { phone: asha.phone })
    expect(rowsFor(`users:${asha.phone}`)).toBe(4)

    // A help-desk thread read twice in a row is one read.
    const filed = await postForm<{ request: { id: number } }>(server.url, '/user/helpDesk/create.do', asha.token, {
      topic: 'account',
      message: 'Hello',
    })
    const id = String(filed.data.request.id)
    await callStaff(server, support, 'GET', '/tickets/show', { id })
    await callStaff(server, support, 'GET', '/tickets/show', { id })
    expect(rowsFor(`tickets:${id}`)).toBe(1)
    server.clock.set(now)
  })
})
