import { Api, Money, type Staff } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm } from '../../testing/postForm.js'
import {
  callStaff,
  createTestStaff,
  rolesOutside,
  staffToken,
  testStaffCode,
  testStaffPassword,
} from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const fundedInvestor = (amount = '5000.00') => {
  const investor = createTestInvestor(server.db, now)
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of(amount) },
    now,
  )
  return investor
}

const auditRows = () =>
  server.db
    .prepare('SELECT staff_name AS staff, route, target, reason, outcome FROM staff_audit ORDER BY id')
    .all() as {
    staff: string
    route: string
    target: string
    reason: string
    outcome: string
  }[]

describe('staff sign-in', () => {
  it('signs in with name and password, answers who is signed in, and signs out', async () => {
    const member = createTestStaff(server, ['support'])
    const login = await callStaff<string>(server, undefined, 'POST', '/login', {
      name: member.name,
      password: testStaffPassword,
      totp: testStaffCode(server),
    })
    expect(login.status).toBe(0)
    expect(login.data).toMatch(/^stf_[A-Za-z0-9_-]{43}$/)
    expect((await callStaff(server, login.data, 'GET', '/me')).data).toEqual({
      id: member.id,
      name: member.name,
      roles: ['support'],
    })
    expect((await callStaff(server, login.data, 'POST', '/logout')).status).toBe(0)
    const after = await callStaff(server, login.data, 'GET', '/me')
    expect([after.httpStatus, after.msg]).toEqual([401, 'Staff sign-in required'])
  })

  it('checks at most five passwords of one login in 15 minutes, however many arrive at once', async () => {
    const member = createTestStaff(server, ['finance'])
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callStaff(server, undefined, 'POST', '/login', { name: member.name, password: `wrong-password-${i}` }),
      ),
    )
    expect(guesses.every((reply) => reply.status !== 0)).toBe(true)
    expect(guesses.filter((reply) => reply.httpStatus === 401)).toHaveLength(5)
    expect(guesses.filter((reply) => reply.httpStatus === 429)).toHaveLength(25)
    const right = await callStaff(server, undefined, 'POST', '/login', {
      name: member.name,
      password: testStaffPassword,
      totp: testStaffCode(server),
    })
    expect(right.status).toBe(1)
    expect(right.msg).toContain('locked')
  })

  it('keeps investor and staff tokens apart', async () => {
    const investor = createTestInvestor(server.db, now)
    const refused = await callStaff(server, investor.token, 'GET', '/me')
    expect([refused.httpStatus, refused.status]).toEqual([401, 1])
    const staff = staffToken(server, 'admin')
    const asInvestor = await postForm(server.url, '/user/getUserInfo.do', staff)
    expect(asInvestor.status).toBe(1)
    expect(asInvestor.msg).toContain('Please log in first')
  })

  it('refuses a disabled member at once and at the next sign-in', async () => {
    const admin = staffToken(server, 'admin')
    const member = createTestStaff(server, ['support'])
    const disabled = await callStaff(server, admin, 'POST', '/staff/disable', {
      name: member.name,
      reason: 'left the firm',
    })
    expect(disabled.status).toBe(0)
    expect((await callStaff(server, member.token, 'GET', '/me')).httpStatus).toBe(401)
    const login = await callStaff(server, undefined, 'POST', '/login', {
      name: member.name,
      password: testStaffPassword,
      totp: testStaffCode(server),
    })
    expect(login.status).toBe(1)
  })
})

describe('every foundation call is refused to the roles that must not have it', () => {
  const calls = Object.entries(Api.staffEndpoints).filter(([path]) =>
    ['/users/', '/audit', '/settings', '/staff/', '/adjustments/'].some((prefix) => path.startsWith(prefix)),
  )
  it.each(calls)('%s', async (path, call) => {
    for (const role of rolesOutside(call.roles as readonly Staff.StaffRole[])) {
      const reply = await callStaff(server, staffToken(server, role), call.method, path, {})
      expect([path, role, reply.httpStatus, reply.msg]).toEqual([path, role, 403, 'Your role may not do this'])
    }
    const anonymous = await callStaff(server, undefined, call.method, path, {})
    expect(anonymous.httpStatus).toBe(401)
  })
})

describe('the whole account and the audit trail', () => {
  it('shows support the three balances, positions and fund flow, and records the look-up', async () => {
    const investor = fundedInvestor('5000.00')
    const support = createTestStaff(server, ['support'])
    const reply = await callStaff<typeof Api.AccountLookup.Encoded>(server, support.token, 'GET', '/users/lookup', {
      phone: investor.phone,
    })
    expect(reply.status).toBe(0)
    expect(reply.data.user.phone).toBe(investor.phone)
    expect(reply.data.balances['stock.available']).toBe('5000.00')
    expect(reply.data.balances['index.available']).toBe('0.00')
    expect(reply.data.risk[0]).toEqual({
      account: 'stock',
      liquidationLine: '4000.00',
      floating: '0.00',
      distance: '4000.00',
    })
    expect(reply.data.fundFlow.map((row) => [row.type, row.amount])).toEqual([['deposit', '5000.00']])
    const decoded = Api.decodePayload(Api.AccountLookup as never, reply.data)
    expect(decoded.ok).toBe(true)
    expect(auditRows().at(-1)).toEqual({
      staff: support.name,
      route: '/staff-api/users/lookup',
      target: `users:${investor.phone}`,
      reason: '',
      outcome: 'ok',
    })
  })

  it('answers an unknown phone with a clear refusal, and a malformed one with the field', async () => {
    const support = staffToken(server, 'support')
    expect((await callStaff(server, support, 'GET', '/users/lookup', { phone: '6000000000' })).msg).toBe(
      'No investor with this phone number',
    )
    const bad = await callStaff(server, support, 'GET', '/users/lookup', { phone: '12' })
    expect([bad.httpStatus, bad.status]).toEqual([400, 1])
  })

  it('streams events and journal rows to the auditor in pages by id', async () => {
    const investor = fundedInvestor('1000.00')
    const auditor = staffToken(server, 'auditor')
    const events = await callStaff<{ seq: number; type: string }[]>(server, auditor, 'GET', '/users/events', {
      phone: investor.phone,
    })
    expect(events.data.map((event) => [event.seq, event.type])).toEqual([[1, 'depositCredited']])
    const journal = await callStaff<{ amount: string; balanceAfter: string }[]>(
      server,
      auditor,
      'GET',
      '/users/journal',
      {
        phone: investor.phone,
        afterId: '0',
        limit: '10',
      },
    )
    expect(journal.data.map((row) => [row.amount, row.balanceAfter])).toEqual([['1000.00', '1000.00']])
    const list = await callStaff<{ phone: string }[]>(server, auditor, 'GET', '/users/list', { limit: '1000' })
    expect(list.data.map((row) => row.phone)).toContain(investor.phone)
  })

  it('keeps the audit trail append-only', () => {
    expect(() => server.db.prepare("UPDATE staff_audit SET outcome = 'ok'").run()).toThrow(/append-only/)
    expect(() => server.db.prepare('DELETE FROM staff_audit').run()).toThrow(/append-only/)
  })
})

describe('settings and staff accounts (admin)', () => {
  it('changes a setting with a reason, refuses unknown names, unreadable values and money settings, and audits each', async () => {
    const admin = createTestStaff(server, ['admin'])
    const change = (name: string, value: string, reason?: string) =>
      callStaff(server, admin.token, 'POST', '/settings/change', { name, value, ...(reason ? { reason } : {}) })
    expect(await change('withTimeBegin', '09:30', 'later start')).toMatchObject({
      status: 0,
      data: { name: 'withTimeBegin', value: '09:30' },
    })
    const site = await postForm<{ withTimeBegin: string }>(server.url, '/api/admin/getSetting.do', undefined)
    expect(site.data.withTimeBegin).toBe('09:30')
    expect((await change('withTimeBegin', 'lots', 'typo')).msg).toBe('The value is not valid for withTimeBegin')
    expect((await change('withTimeBegin', '15:00', 'typo')).msg).toBe(
      'withTimeBegin (15:00) must be less than withTimeEnd (15:00)',
    )
    expect((await change('noSuchThing', '1', 'test')).msg).toBe('Unknown setting noSuchThing')
    expect((await change('withTimeBegin', '09:00')).msg).toContain('reason')
    expect((await change('withMinAmt', '500', 'promotion')).msg).toBe(
      'withMinAmt is a money setting: propose the change, and a second admin approves it',
    )
    const mine = auditRows().filter((row) => row.staff === admin.name)
    expect(mine.map((row) => [row.target, row.reason, row.outcome.split(':')[0]])).toEqual([
      ['settings:withTimeBegin', 'later start', 'ok'],
      ['settings:withTimeBegin', 'typo', 'refused'],
      ['settings:withTimeBegin', 'typo', 'refused'],
      ['settings:noSuchThing', 'test', 'refused'],
      ['settings:withTimeBegin', '', 'refused'],
      ['settings:withMinAmt', 'promotion', 'refused'],
    ])
    await change('withTimeBegin', '09:15', 'end')
  })
})

describe('adjustments: maker-checker', () => {
  it('books nothing until a second admin approves, then a journaled adjustment the investor sees', async () => {
    const investor = fundedInvestor('100.00')
    const maker = createTestStaff(server, ['admin'])
    const checker = createTestStaff(server, ['admin'])
    const lateComer = staffToken(server, 'admin')
    server.clock.set(server.clock.now() + 1000)
    const proposed = await callStaff<{ id: number; status: string }>(
      server,
      maker.token,
      'POST',
      '/adjustments/propose',
      {
        phone: investor.phone,
        account: 'stock',
        amount: '25.50',
        reason: 'fee refund after complaint 42',
      },
    )
    expect(proposed.data.status).toBe('proposed')
    const balance = async () =>
      (await postForm<{ enableAmt: string }>(server.url, '/user/getUserInfo.do', investor.token)).data.enableAmt
    expect(await balance()).toBe('100.00')

    const self = await callStaff(server, maker.token, 'POST', '/adjustments/approve', { id: proposed.data.id })
    expect(self.msg).toBe('A second admin must approve an adjustment')
    expect(await balance()).toBe('100.00')

    const [first, second] = await Promise.all([
      callStaff(server, checker.token, 'POST', '/adjustments/approve', { id: proposed.data.id }),
      callStaff(server, lateComer, 'POST', '/adjustments/approve', { id: proposed.data.id }),
    ])
    expect([first.status, second.status].sort()).toEqual([0, 1])
    expect(await balance()).toBe('125.50')
    const flow = await postForm<{ list: { deType: string; deAmt: string }[] }>(
      server.url,
      '/user/cash/list.do',
      investor.token,
    )
    if (flow.status === 0) expect(flow.data.list[0]).toMatchObject({ deType: 'adjustment', deAmt: '25.50' })
  })

  it('refuses an adjustment that would take a balance below zero, and moves nothing', async () => {
    const investor = fundedInvestor('10.00')
    const maker = staffToken(server, 'admin')
    const checker = staffToken(server, 'admin')
    server.clock.set(server.clock.now() + 1000)
    const proposed = await callStaff<{ id: number }>(server, maker, 'POST', '/adjustments/propose', {
      phone: investor.phone,
      account: 'stock',
      amount: '-10.01',
      reason: 'reverse a duplicate credit',
    })
    const approve = await callStaff(server, checker, 'POST', '/adjustments/approve', { id: proposed.data.id })
    expect(approve.status).toBe(1)
    const queue = await callStaff<{ id: number }[]>(server, checker, 'GET', '/adjustments/queue')
    expect(queue.data.map((row) => row.id)).toContain(proposed.data.id)
  })
})
