import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
})
afterAll(() => server.close())

describe("the whole-account look-up's fund flow (issue 22)", () => {
  it("shows an approved adjustment's reason beside its reference", async () => {
    const investor = createTestInvestor(server.db, now)
    const [maker, checker] = [staffToken(server, 'admin'), staffToken(server, 'admin')]
    // The checker must have been active before the proposal (DECISIONS §21).
    server.clock.set(now + 1000)
    const proposed = await callStaff<{ id: number }>(server, maker, 'POST', '/adjustments/propose', {
      phone: investor.phone,
      account: 'stock',
      amount: '250.00',
      reason: 'refund of a double-charged fee',
    })
    expect(proposed.status, proposed.msg).toBe(0)
    expect((await callStaff(server, checker, 'POST', '/adjustments/approve', { id: proposed.data.id })).status).toBe(0)
    const lookup = await callStaff<{ fundFlow: { type: string; amount: string; reference: string }[] }>(
      server,
      staffToken(server, 'support'),
      'GET',
      '/users/lookup',
      { phone: investor.phone },
    )
    expect(lookup.data.fundFlow).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        amount: '250.00',
        reference: `adjustment:${proposed.data.id} · refund of a double-charged fee`,
      }),
    ])
  })
})
