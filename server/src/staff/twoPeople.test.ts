import { firstValuesOutside, Money, type SettingBound, type Staff, settingBounds } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, createTestStaff } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const start = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(start).toISOString() })
})
afterAll(() => server.close())

/** Moves the frozen clock on, so members made before count as active before what follows. */
const later = () => server.clock.set(server.clock.now() + 1000)

const admin = () => createTestStaff(server, ['admin'])

interface ProposalReply {
  readonly id: number
  readonly kind: string
  readonly subject: string
  readonly value: string
  readonly previous: string
  readonly status: string
}

const post = <Data = ProposalReply>(token: string, path: string, payload: Record<string, unknown>) =>
  callStaff<Data>(server, token, 'POST', path, payload)

const signIn = (name: string, password: string) =>
  callStaff<unknown>(server, undefined, 'POST', '/login', { name, password })

describe('one admin alone', () => {
  it('cannot move money, create an admin or change a money setting, even with a freshly made second admin', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of('100.00') },
      server.clock.now(),
    )
    const alone = admin()
    later()
    const adjustment = await post<{ id: number }>(alone.token, '/adjustments/propose', {
      phone: investor.phone,
      account: 'stock',
      amount: '100000.00',
      reason: 'the issue’s attack',
    })
    const newAdmin = await post(alone.token, '/staff/propose', {
      action: 'create',
      name: 'accomplice',
      password: 'accomplice-pass-1',
      roles: ['admin'],
      reason: 'a second admin',
    })
    const fee = await post(alone.token, '/settings/propose', { name: 'withFeeSingle', value: '0', reason: 'free' })
    expect([adjustment.status, newAdmin.status, fee.status]).toEqual([0, 0, 0])

    const ownApprovals = await Promise.all([
      post(alone.token, '/adjustments/approve', { id: adjustment.data.id }),
      post(alone.token, '/staff/approve', { id: newAdmin.data.id }),
      post(alone.token, '/settings/approve', { id: fee.data.id }),
    ])
    expect(ownApprovals.map((reply) => reply.msg)).toEqual([
      'A second admin must approve an adjustment',
      'A different admin must approve this proposal',
      'A different admin must approve this proposal',
    ])
    expect((await signIn('accomplice', 'accomplice-pass-1')).status).toBe(1)

    // A member made after the proposals (by the host, or by any way round) is too new to approve them.
    const newcomer = admin()
    const late = await Promise.all([
      post(newcomer.token, '/adjustments/approve', { id: adjustment.data.id }),
      post(newcomer.token, '/staff/approve', { id: newAdmin.data.id }),
      post(newcomer.token, '/settings/approve', { id: fee.data.id }),
    ])
    expect(late.map((reply) => reply.msg)).toEqual(
      Array(3).fill('Only an admin who was already active when this was proposed may approve it'),
    )
    const info = await postForm<{ enableAmt: string }>(server.url, '/user/getUserInfo.do', investor.token)
    expect(info.data.enableAmt).toBe('100.00')
    const site = await postForm<{ withFeeSingle: string }>(server.url, '/api/admin/getSetting.do', undefined)
    expect(Number(site.data.withFeeSingle)).toBe(3)
  })
})

describe('a second admin active before the proposal', () => {
  it('approves a new member, who can then sign in with the roles proposed', async () => {
    const [maker, checker] = [admin(), admin()]
    later()
    const proposed = await post(maker.token, '/staff/propose', {
      action: 'create',
      name: 'new-support',
      password: 'new-support-pass',
      roles: ['support'],
      reason: 'hired',
    })
    expect(proposed.data).toMatchObject({ kind: 'createStaff', subject: 'new-support', value: 'support', previous: '' })
    expect((await signIn('new-support', 'new-support-pass')).status).toBe(1)
    const approved = await post(checker.token, '/staff/approve', { id: proposed.data.id })
    expect(approved.data.status).toBe('approved')
    // Signed in with the password alone for the first time, the new member is shown an authenticator to enrol.
    const first = await signIn('new-support', 'new-support-pass')
    expect(first.data).toMatchObject({ enrol: { uri: expect.stringMatching(/^otpauth:\/\/totp\//) } })
    const twice = await post(checker.token, '/staff/approve', { id: proposed.data.id })
    expect(twice.msg).toBe('This proposal has already been decided')
  })

  it('grants a role and re-enables a member; the member may not approve their own', async () => {
    const [maker, checker] = [admin(), admin()]
    const member = createTestStaff(server, ['support'])
    const grant = await post(maker.token, '/staff/propose', {
      action: 'grant',
      name: member.name,
      roles: ['admin'],
      reason: 'team lead',
    })
    later()
    expect((await post(checker.token, '/staff/approve', { id: grant.data.id })).msg).toBe(
      'Only an admin who was already active when this was proposed may approve it',
    )
    const again = await post(maker.token, '/staff/propose', {
      action: 'grant',
      name: member.name,
      roles: ['admin'],
      reason: 'team lead',
    })
    expect((await post(checker.token, '/staff/approve', { id: again.data.id })).data.status).toBe('approved')
    const me = await callStaff<{ roles: string[] }>(server, member.token, 'GET', '/me')
    expect(me.data.roles).toEqual(['support', 'admin'])

    await post(maker.token, '/staff/disable', { name: checker.name, reason: 'left' })
    later()
    const enable = await post(maker.token, '/staff/propose', { action: 'enable', name: checker.name, reason: 'back' })
    expect(enable.data.previous).toBe('admin (disabled)')
    later()
    // The member just promoted is active since the grant, before this proposal: they may approve it.
    expect((await post(member.token, '/staff/approve', { id: enable.data.id })).data.status).toBe('approved')
    const self = await post(maker.token, '/staff/propose', {
      action: 'grant',
      name: member.name,
      roles: ['support'],
      reason: 'nothing new',
    })
    expect(self.msg).toBe('This staff member already holds these roles')
  })

  it('approves a money setting only inside its bounds, keeping old and new values', async () => {
    const [maker, checker] = [admin(), admin()]
    later()
    const outside = await post(maker.token, '/settings/propose', {
      name: 'withFeeSingle',
      value: '-1000',
      reason: 'a payout larger than the debit',
    })
    expect(outside.msg).toBe('withFeeSingle must be at least 0')
    const text = await post(maker.token, '/settings/propose', { name: 'siteName', value: 'X', reason: 'no' })
    expect(text.msg).toBe('Unknown setting siteName')
    const proposed = await post(maker.token, '/settings/propose', { name: 'withFeeSingle', value: '5', reason: 'cost' })
    expect(proposed.data).toMatchObject({ subject: 'withFeeSingle', value: '5', previous: '3' })
    const queue = await callStaff<ProposalReply[]>(server, checker.token, 'GET', '/settings/proposals')
    expect(queue.data.map((row) => row.id)).toContain(proposed.data.id)
    expect((await post(checker.token, '/settings/approve', { id: proposed.data.id })).data.status).toBe('approved')
    const site = await postForm<{ withFeeSingle: string }>(server.url, '/api/admin/getSetting.do', undefined)
    expect(Number(site.data.withFeeSingle)).toBe(5)
    const back = await post(maker.token, '/settings/propose', { name: 'withFeeSingle', value: '3', reason: 'undo' })
    expect(back.data.previous).toBe('5')
    const rejected = await post(checker.token, '/settings/reject', { id: back.data.id, reason: 'keep it' })
    expect(rejected.data.status).toBe('rejected')
  })
})

describe('forbidden role pairs', () => {
  const pairs: readonly (readonly [Staff.StaffRole, Staff.StaffRole])[] = [
    ['auditor', 'support'],
    ['auditor', 'finance'],
    ['auditor', 'admin'],
    ['finance', 'support'],
    ['finance', 'admin'],
  ]
  it.each(pairs)('refuses %s with %s, at creation and as a grant', async (first, second) => {
    const maker = admin()
    const created = await post(maker.token, '/staff/propose', {
      action: 'create',
      name: `pair-${first}-${second}`,
      password: 'a-long-enough-one',
      roles: [first, second],
      reason: 'test',
    })
    expect(created.msg).toBe(`${first} and ${second} may not be held by one member`)
    const holder = createTestStaff(server, [second])
    const granted = await post(maker.token, '/staff/propose', {
      action: 'grant',
      name: holder.name,
      roles: [first],
      reason: 'test',
    })
    expect(granted.msg).toBe(`${first} and ${second} may not be held by one member`)
  })
})

describe('every money setting refuses its first value outside its bound, naming the bound', () => {
  const bounded = (Object.entries(settingBounds) as [string, SettingBound][]).filter(
    ([, bound]) => firstValuesOutside(bound).length > 0,
  )
  it.each(bounded)('%s', async (name, bound) => {
    const maker = admin()
    for (const value of firstValuesOutside(bound)) {
      const reply = await post(maker.token, '/settings/propose', { name, value, reason: 'bounds' })
      const end = value === firstValuesOutside(bound)[0] ? bound.min?.value : bound.max?.value
      expect([value, reply.msg]).toEqual([value, expect.stringMatching(new RegExp(`^${name} must be .* ${end}$`))])
    }
  })
})
