import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
let finance: string

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  finance = staffToken(server, 'finance')
})
afterEach(() => expectJournalReplays(server.db))
afterAll(() => server.close())

const apply = (token: string, code: string) => postForm(server.url, '/user/welfare/apply.do', token, { code })
const status = (token: string) => postForm(server.url, '/user/welfare/status.do', token)
const approve = (phone: string, token = finance) => callStaff(server, token, 'POST', '/welfare/approve', { phone })
const reject = (phone: string, reason: string, token = finance) =>
  callStaff(server, token, 'POST', '/welfare/reject', { phone, reason })

const journalOf = (userId: number) =>
  server.db
    .prepare('SELECT type, balance, amount, balance_after AS balanceAfter FROM journal WHERE user_id = ? ORDER BY id')
    .all(userId)

describe('welfare benefit', () => {
  it('apply → approve credits 10 000.00 once, as a journaled bonus the investor and staff can see', async () => {
    const investor = createTestInvestor(server.db, now)
    expect(await status(investor.token)).toEqual({ status: 0, msg: 'ok', data: null })

    const pending = { code: 'WF2025', amount: '10000.00', status: 0, reason: null, applyTime: now, reviewTime: null }
    expect(await apply(investor.token, 'WF2025')).toEqual({
      status: 0,
      msg: 'The application is successful, please wait for review',
      data: pending,
    })
    expect((await apply(investor.token, 'OTHER1')).msg).toBe('Each account can apply for the welfare benefit only once')
    expect((await status(investor.token)).data).toEqual(pending)

    const queue = await callStaff<{ phone: string }[]>(server, finance, 'GET', '/welfare/queue')
    expect(queue.data.filter((row) => row.phone === investor.phone)).toEqual([
      { phone: investor.phone, realName: 'Test Investor', application: pending },
    ])

    expect(await approve(investor.phone)).toEqual({
      httpStatus: 200,
      status: 0,
      msg: 'The welfare application was approved and the bonus credited',
      data: {
        phone: investor.phone,
        realName: 'Test Investor',
        application: { ...pending, status: 1, reviewTime: now },
      },
    })
    expect(journalOf(investor.userId)).toEqual([
      { type: 'bonus', balance: 'stock.available', amount: '10000.00', balanceAfter: '10000.00' },
    ])
    const info = await postForm<{ enableAmt: string }>(server.url, '/user/getUserInfo.do', investor.token)
    expect(info.data.enableAmt).toBe('10000.00')

    // Decided once: neither a second approval nor a rejection moves anything, and no second application is taken.
    expect((await approve(investor.phone)).msg).toBe('This welfare application has already been reviewed')
    expect((await reject(investor.phone, 'late')).msg).toBe('This welfare application has already been reviewed')
    expect((await apply(investor.token, 'OTHER1')).status).toBe(1)
    expect(journalOf(investor.userId)).toHaveLength(1)

    const lookup = await callStaff<{ sections: { welfare: unknown } }>(
      server,
      staffToken(server, 'support'),
      'GET',
      '/users/lookup',
      {
        phone: investor.phone,
      },
    )
    expect(lookup.data.sections.welfare).toMatchObject({
      status: 1,
      amount: '10000.00',
      reviewedBy: expect.any(String),
    })
    expect(
      server.db
        .prepare("SELECT target, outcome FROM staff_audit WHERE route = '/staff-api/welfare/approve' AND target = ?")
        .all(`welfare:${investor.phone}`),
    ).toEqual([
      { target: `welfare:${investor.phone}`, outcome: 'ok' },
      { target: `welfare:${investor.phone}`, outcome: 'refused: This welfare application has already been reviewed' },
    ])
  })

  it('reject needs a reason, credits nothing and shows the reason to the investor', async () => {
    const investor = createTestInvestor(server.db, now)
    await apply(investor.token, 'WF2025')
    const blank = await reject(investor.phone, '   ')
    expect([blank.httpStatus, blank.status]).toEqual([400, 1])
    const rejected = await reject(investor.phone, 'Code not issued to this customer')
    expect(rejected.msg).toBe('The welfare application was rejected')
    expect((await status(investor.token)).data).toMatchObject({
      status: 2,
      reason: 'Code not issued to this customer',
      reviewTime: now,
    })
    expect(journalOf(investor.userId)).toEqual([])
    expect((await apply(investor.token, 'WF2026')).msg).toBe('Each account can apply for the welfare benefit only once')
    const messages = await postForm<{ list: { content?: string; msg?: string }[] }>(
      server.url,
      '/user/cash/getMessagelist.do',
      investor.token,
    )
    expect(JSON.stringify(messages.data)).toContain(
      'Your welfare application was rejected: Code not issued to this customer',
    )
  })

  it('takes one application when two arrive at once, and books one bonus when two approvals race', async () => {
    const investor = createTestInvestor(server.db, now)
    const applied = await Promise.all([apply(investor.token, 'WF2025'), apply(investor.token, 'WF2026')])
    expect(applied.map((reply) => reply.status).sort()).toEqual([0, 1])
    const approvals = await Promise.all([approve(investor.phone), approve(investor.phone), approve(investor.phone)])
    expect(approvals.map((reply) => reply.status).sort()).toEqual([0, 1, 1])
    expect(journalOf(investor.userId)).toHaveLength(1)
  })

  it('refuses an unknown phone and an account that did not apply', async () => {
    expect((await approve('6000000001')).msg).toBe((await reject('6000000001', 'no')).msg)
    const investor = createTestInvestor(server.db, now)
    expect((await approve(investor.phone)).msg).toBe('This account has no welfare application')
  })

  it('refuses bad codes and callers without a session', async () => {
    const investor = createTestInvestor(server.db, now)
    for (const code of ['', 'ab', 'WF 2025', '<script>', 'A'.repeat(17)]) {
      expect((await apply(investor.token, code)).status, code).toBe(1)
    }
    expect((await status(investor.token)).data).toBeNull()
    expect((await apply('', 'WF2025')).msg).toBe('Please log in first')
  })

  it('opens each staff route only to its roles, never to an investor token', async () => {
    const investor = createTestInvestor(server.db, now)
    const calls = [
      { method: 'GET', path: '/welfare/queue', allowed: ['finance', 'auditor'], payload: {} },
      { method: 'POST', path: '/welfare/approve', allowed: ['finance'], payload: { phone: investor.phone } },
      {
        method: 'POST',
        path: '/welfare/reject',
        allowed: ['finance'],
        payload: { phone: investor.phone, reason: 'no' },
      },
    ] as const
    for (const call of calls) {
      for (const role of rolesOutside(call.allowed)) {
        const reply = await callStaff(server, staffToken(server, role), call.method, call.path, call.payload)
        expect([reply.httpStatus, reply.status], `${call.path} as ${role}`).toEqual([403, 1])
      }
      const reply = await callStaff(server, investor.token, call.method, call.path, call.payload)
      expect([reply.httpStatus, reply.status], `${call.path} with an investor token`).toEqual([401, 1])
    }
    expect((await callStaff(server, staffToken(server, 'auditor'), 'GET', '/welfare/queue')).status).toBe(0)
  })
})
