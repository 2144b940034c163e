import { Money, type Staff } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { availableOf, investorWithCard, openRecharge } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import type { TestInvestor } from '../../users/testInvestor.js'

let server: TestServer
let finance: string
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  finance = staffToken(server, 'finance')
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const fundedWithCard = async (amount: string): Promise<TestInvestor> => {
  const investor = await investorWithCard(server)
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of(amount) },
    server.clock.now(),
  )
  return investor
}

const withdraw = async (investor: TestInvestor, amt: string) =>
  (await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', investor.token, { amt })).data.id

const auditOf = (route: string) =>
  server.db
    // The role refusals of the first test are in the trail too (DECISIONS §21); these tests read finance's own rows.
    .prepare(
      "SELECT staff_name AS staff, target, reason, outcome FROM staff_audit WHERE route = ? AND outcome <> 'refused: Your role may not do this' ORDER BY id",
    )
    .all(`/staff-api${route}`) as { staff: string; target: string; reason: string; outcome: string }[]

const calls: [string, 'GET' | 'POST', readonly Staff.StaffRole[], Record<string, unknown>][] = [
  ['/withdrawals/queue', 'GET', ['finance', 'auditor'], {}],
  ['/withdrawals/pay', 'POST', ['finance'], { id: 1 }],
  ['/withdrawals/reject', 'POST', ['finance'], { id: 1, reason: 'x' }],
  ['/recharges/queue', 'GET', ['finance', 'auditor'], {}],
  ['/recharges/confirm', 'POST', ['finance'], { orderSn: 'R1', reference: 'UTR1' }],
  ['/recharges/fail', 'POST', ['finance'], { orderSn: 'R1', reason: 'x' }],
]

describe('who may review money', () => {
  it.each(calls)('%s is refused to other roles and to investor tokens', async (path, method, allowed, payload) => {
    for (const role of rolesOutside(allowed)) {
      const refused = await callStaff(server, staffToken(server, role), method, path, payload)
      expect([refused.httpStatus, refused.status], `${path} as ${role}`).toEqual([403, 1])
    }
    const investor = await investorWithCard(server)
    const asInvestor = await callStaff(server, investor.token, method, path, payload)
    expect([asInvestor.httpStatus, asInvestor.status]).toEqual([401, 1])
    const response = await fetch(`${server.url}/staff-api${path}`, {
      method,
      headers: { USERTOKEN: investor.token, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
    })
    expect(response.status).toBe(401)
  })
})

describe('finance reviews withdrawals', () => {
  it('rejects with a reason (refunded in full), and refuses a second review of the same withdrawal', async () => {
    const investor = await fundedWithCard('3000')
    const id = await withdraw(investor, '2000')
    const auditor = staffToken(server, 'auditor')
    const queue = await callStaff<{ id: number }[]>(server, auditor, 'GET', '/withdrawals/queue')
    expect(queue.data.map((row) => row.id)).toContain(id)
    const noReason = await callStaff(server, finance, 'POST', '/withdrawals/reject', { id, reason: '  ' })
    expect(noReason.status).toBe(1)
    const rejected = await callStaff(server, finance, 'POST', '/withdrawals/reject', { id, reason: 'name mismatch' })
    expect(rejected).toMatchObject({ status: 0, data: { id, status: 2, reason: 'name mismatch', bankNo: '****9012' } })
    expect((await availableOf(server, investor.token)).stock).toBe('3000.00')
    const [again, pay] = await Promise.all([
      callStaff(server, finance, 'POST', '/withdrawals/reject', { id, reason: 'twice' }),
      callStaff(server, finance, 'POST', '/withdrawals/pay', { id }),
    ])
    expect([again.status, pay.status]).toEqual([1, 1])
    expect(pay.msg).toBe('Only a withdrawal under review can be changed')
    const list = await postForm<{ list: { withStatus: number; withMsg: string }[] }>(
      server.url,
      '/user/withdraw/list.do',
      investor.token,
    )
    expect(list.data.list).toMatchObject([{ withStatus: 2, withMsg: 'name mismatch' }])
    const inbox = await postForm<{ list: { content: string }[] }>(
      server.url,
      '/user/cash/getMessagelist.do',
      investor.token,
    )
    expect(inbox.data.list.map((message) => message.content)).toEqual([
      'Withdrawal rejected: 2,000.00 was returned to your available balance. Reason: name mismatch',
    ])
    expect(auditOf('/withdrawals/reject').filter((row) => row.target === `withdrawals:${id}`)).toEqual([
      expect.objectContaining({ outcome: expect.stringMatching(/^refused/) }),
      expect.objectContaining({ reason: 'name mismatch', outcome: 'ok' }),
      expect.objectContaining({ reason: 'twice', outcome: expect.stringMatching(/^refused/) }),
    ])
  })

  it('pays concurrently exactly once', async () => {
    const investor = await fundedWithCard('3000')
    const id = await withdraw(investor, '1000')
    const answers = await Promise.all(
      [1, 2, 3].map(() => callStaff(server, finance, 'POST', '/withdrawals/pay', { id })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 1, 1])
    expect((await availableOf(server, investor.token)).stock).toBe('2000.00')
  })
})

describe('finance reviews waiting recharges by hand', () => {
  it('confirms with a bank reference (credited, journaled, audited) or fails with a reason', async () => {
    const investor = await investorWithCard(server)
    const first = ((await openRecharge(server, investor.token, '700')).data as string).replace('/sandbox-pay/', '')
    const second = ((await openRecharge(server, investor.token, '900')).data as string).replace('/sandbox-pay/', '')
    const queue = await callStaff<{ orderSn: string; amount: string }[]>(server, finance, 'GET', '/recharges/queue')
    expect(queue.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderSn: first, amount: '700.00' }),
        expect.objectContaining({ orderSn: second, amount: '900.00' }),
      ]),
    )
    const confirmed = await callStaff(server, finance, 'POST', '/recharges/confirm', {
      orderSn: first,
      reference: 'UTR 4711',
    })
    expect(confirmed).toMatchObject({ status: 0, data: { status: 1, note: 'UTR 4711' } })
    const failed = await callStaff(server, finance, 'POST', '/recharges/fail', { orderSn: second, reason: 'no funds' })
    expect(failed).toMatchObject({ status: 0, data: { status: 2, note: 'no funds' } })
    expect((await availableOf(server, investor.token)).stock).toBe('700.00')
    const closed = await callStaff(server, finance, 'POST', '/recharges/confirm', { orderSn: second, reference: 'x' })
    expect(closed).toMatchObject({ status: 1, msg: 'This recharge order is already closed' })
    const unknown = await callStaff(server, finance, 'POST', '/recharges/fail', { orderSn: 'R404', reason: 'x' })
    expect(unknown.msg).toBe('Recharge order R404 was not found')
    expect(auditOf('/recharges/confirm')).toEqual([
      expect.objectContaining({ target: `recharges:${first}`, outcome: 'ok' }),
      expect.objectContaining({ target: `recharges:${second}`, outcome: expect.stringMatching(/^refused/) }),
    ])
  })

  it('shows withdrawals under review and waiting recharges in the whole-account look-up', async () => {
    const investor = await fundedWithCard('3000')
    const id = await withdraw(investor, '1000')
    await openRecharge(server, investor.token, '300')
    const lookup = await callStaff<{ sections: { funds: unknown } }>(
      server,
      staffToken(server, 'support'),
      'GET',
      '/users/lookup',
      {
        phone: investor.phone,
      },
    )
    expect(lookup.data.sections.funds).toMatchObject({
      withdrawalsUnderReview: [{ id, amount: '1000.00', status: 0, bankNo: '****9012' }],
      rechargesWaiting: [{ amount: '300.00', status: 0 }],
    })
  })
})
