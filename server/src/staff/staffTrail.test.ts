import { Api, Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { investorWithCard, openRecharge } from '../testing/fundsTesting.js'
import { postForm } from '../testing/postForm.js'
import {
  callStaff,
  changeMoneySetting,
  createTestStaff,
  testStaffCode,
  testStaffPassword,
} from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { readAudit } from './auditTrail.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
})
afterAll(() => server.close())

const trailOf = (staff: string) => readAudit(server.db, { staff, afterId: 0, limit: 100 })

const funded = async (amount: string) => {
  const investor = await investorWithCard(server)
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of(amount) },
    server.clock.now(),
  )
  return investor
}

describe('every staff answer is no-store', () => {
  const paths = Object.entries(Api.staffEndpoints).map(([path, call]) => [path.replace(':key', 'x'), call.method])
  it.each(paths)('%s (%s)', async (path, method) => {
    const admin = createTestStaff(server, ['admin'])
    const response = await fetch(`${server.url}/staff-api${path}`, {
      method,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('a signed-in token, a refusal and an unknown staff path too', async () => {
    const member = createTestStaff(server, ['support'])
    const login = await fetch(`${server.url}/staff-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: member.name, password: testStaffPassword, totp: testStaffCode(server) }),
    })
    expect([login.status, login.headers.get('cache-control')]).toEqual([200, 'no-store'])
    const lookup = await fetch(`${server.url}/staff-api/users/lookup?phone=6000000000`, {
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(lookup.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${server.url}/staff-api/nothing`)).headers.get('cache-control')).toBe('no-store')
  })
})

describe('the staff trail', () => {
  it('records 403 refusals, business refusals and failed staff sign-ins', async () => {
    const support = createTestStaff(server, ['support'])
    await callStaff(server, support.token, 'POST', '/settings/change', { name: 'siteName', value: 'x', reason: 'y' })
    await callStaff(server, support.token, 'GET', '/audit')
    await callStaff(server, support.token, 'GET', '/users/lookup', { phone: '6000000000' })
    await callStaff(server, undefined, 'POST', '/login', { name: support.name, password: 'wrong-password-1' })
    await callStaff(server, undefined, 'POST', '/login', { name: 'nobody-here', password: 'wrong-password-1' })
    expect(trailOf(support.name).map((row) => [row.route, row.target, row.outcome])).toEqual([
      ['/staff-api/settings/change', 'settings:siteName', 'refused: Your role may not do this'],
      ['/staff-api/audit', 'audit', 'refused: Your role may not do this'],
      ['/staff-api/users/lookup', 'users:6000000000', 'refused: No investor with this phone number'],
      ['/staff-api/login', `staff:${support.name}`, 'refused: Incorrect login name or password (4 attempts left)'],
    ])
    expect(trailOf('nobody-here').map((row) => [row.roles, row.outcome])).toEqual([
      ['', 'refused: Incorrect login name or password (4 attempts left)'],
    ])
  })

  it("records an adjustment's amount, account and investor, and the roles of a staff change", async () => {
    const investor = await funded('100.00')
    const [maker, checker] = [createTestStaff(server, ['admin']), createTestStaff(server, ['admin'])]
    server.clock.set(server.clock.now() + 1000)
    const proposed = await callStaff<{ id: number }>(server, maker.token, 'POST', '/adjustments/propose', {
      phone: investor.phone,
      account: 'index',
      amount: '25.50',
      reason: 'fee refund',
    })
    await callStaff(server, checker.token, 'POST', '/adjustments/approve', { id: proposed.data.id })
    expect(trailOf(maker.name).map((row) => [row.detail, row.investor])).toEqual([
      ['account=index amount=25.50', investor.phone],
    ])
    expect(trailOf(checker.name).map((row) => [row.target, row.detail, row.investor])).toEqual([
      [`adjustments:${proposed.data.id}`, `account=index amount=25.50 proposed by ${maker.name}`, investor.phone],
    ])

    const grant = await callStaff<{ id: number }>(server, maker.token, 'POST', '/staff/propose', {
      action: 'grant',
      name: createTestStaff(server, ['support']).name,
      roles: ['admin'],
      reason: 'lead',
    })
    server.clock.set(server.clock.now() + 1000)
    await callStaff(server, checker.token, 'POST', '/staff/approve', { id: grant.data.id })
    expect(trailOf(maker.name).at(-1)?.detail).toBe('action=grant roles=admin')
    expect(trailOf(checker.name).at(-1)?.detail).toMatch(/^proposal \d+ grantRoles test-support-\d+: support → admin/)
    await callStaff(server, maker.token, 'POST', '/staff/disable', { name: checker.name, reason: 'left' })
    expect(trailOf(maker.name).at(-1)?.detail).toBe('roles=admin')
  })

  it('records old and new values of each setting', async () => {
    const admin = createTestStaff(server, ['admin'])
    await callStaff(server, admin.token, 'POST', '/settings/change', {
      name: 'siteName',
      value: 'Bourse 2',
      reason: 'r',
    })
    expect(trailOf(admin.name).at(-1)?.detail).toBe('value=Bourse 2 siteName: (default) → Bourse 2')
    expect((await changeMoneySetting(server, 'withFeeSingle', '5')).status).toBe(0)
    const approval = readAudit(server.db, { afterId: 0, limit: 1000 }).findLast(
      (row) => row.route === '/staff-api/settings/approve',
    )
    expect([approval?.target, approval?.detail]).toEqual([
      'settings:withFeeSingle',
      expect.stringMatching(/^proposal \d+ changeSetting withFeeSingle: 3 → 5 \(proposed by test-admin-\d+\)$/),
    ])
    await changeMoneySetting(server, 'withFeeSingle', '3')
  })

  it("records a confirmed recharge's bank reference and a paid withdrawal's amounts; filters by investor", async () => {
    const investor = await funded('3000.00')
    const finance = createTestStaff(server, ['finance'])
    const orderSn = ((await openRecharge(server, investor.token, '700')).data as string).replace('/sandbox-pay/', '')
    await callStaff(server, finance.token, 'POST', '/recharges/confirm', { orderSn, reference: 'UTR 4711' })
    const withdrawal = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', investor.token, {
      amt: '1000',
    })
    await callStaff(server, finance.token, 'POST', '/withdrawals/pay', { id: withdrawal.data.id })
    expect(trailOf(finance.name).map((row) => [row.route, row.detail, row.investor])).toEqual([
      ['/staff-api/recharges/confirm', 'reference=UTR 4711 amount=700.00 note=UTR 4711', investor.phone],
      ['/staff-api/withdrawals/pay', 'amount=1000.00 fee=11.00 received=989.00 bankNo=****9012', investor.phone],
    ])
    const auditor = createTestStaff(server, ['auditor'])
    const filtered = await callStaff<{ route: string; investor: string }[]>(server, auditor.token, 'GET', '/audit', {
      investor: investor.phone,
    })
    expect(filtered.data.map((row) => row.route)).toEqual([
      '/staff-api/recharges/confirm',
      '/staff-api/withdrawals/pay',
    ])
    const byStaff = await callStaff<{ staff: string }[]>(server, auditor.token, 'GET', '/audit', {
      staff: finance.name,
    })
    expect(byStaff.data).toHaveLength(2)
  })
})
