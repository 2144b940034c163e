import { Api, type Staff } from '@bourse/core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { addInvitationCode } from '../users/invitationCodes.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { bankCardOf } from './bankCards.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string, fields: Record<string, string> = {}) =>
  postForm<unknown>(server.url, path, token, fields)

const upload = async (token: string): Promise<string> => {
  const image = await sharp({ create: { width: 6, height: 4, channels: 3, background: 'white' } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('upload_file', new Blob([image]), 'id.jpg')
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token },
    body: form,
  })
  return ((await response.json()) as { data: { url: string } }).data.url
}

let submissions = 0

/** An investor whose real-name form is under review (an ID number of its own), with its two image keys. */
const submitted = async (realName = 'Asha Rao') => {
  const investor = createTestInvestor(server.db, now, { isActive: 0 })
  const [front, back] = [await upload(investor.token), await upload(investor.token)]
  submissions += 1
  const reply = await post('/user/auth.do', investor.token, {
    realName,
    idCard: `${String(submissions).padStart(6, '0')}665544`,
    img1key: front,
    img2key: back,
  })
  expect(reply.status).toBe(0)
  return { investor, front, back }
}

const userInfo = async (investor: { token: string }) =>
  (await post('/user/getUserInfo.do', investor.token)).data as Record<string, unknown>

const auditOf = (route: string) =>
  server.db
    .prepare('SELECT staff_name AS staff, target, reason, outcome FROM staff_audit WHERE route = ? ORDER BY id')
    .all(`${Api.staffBasePath}${route}`) as { staff: string; target: string; reason: string; outcome: string }[]

const staffImage = (token: string | undefined, key: string) =>
  fetch(`${server.url}${Api.staffBasePath}/images/${key}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

const card = {
  bankName: 'ICICI Bank',
  bankNo: '000111222333444',
  ifscCode: 'ICIC0000042',
  bankAddress: 'Bandra',
  payeeName: 'Asha Rao',
}

describe('story: new user → upload → real name → staff approval → bank card', () => {
  it('walks a new investor to a bound card, with support reviewing and resetting it', async () => {
    // Registration and sign-in, as the app does them.
    addInvitationCode(server.db, 'STORY9', now)
    const phone = '9876500001'
    expect(
      (await postForm(server.url, '/user/reg.do', undefined, { phone, userPwd: 'story123', agentCode: 'STORY9' }))
        .status,
    ).toBe(0)
    const login = await postForm<string>(server.url, '/user/login.do', undefined, { phone, userPwd: 'story123' })
    const investor = { token: login.data }
    expect(await userInfo(investor)).toMatchObject({ isActive: 0, hasBankCard: false })

    // Bank card before the real name: refused.
    expect((await post('/user/bank/add.do', investor.token, card)).msg).toBe('Please authenticate first')

    // Upload both sides and submit the form.
    const [front, back] = [await upload(investor.token), await upload(investor.token)]
    expect(
      await post('/user/auth.do', investor.token, {
        realName: 'Asha Rao',
        idCard: '556677889900',
        img1key: front,
        img2key: back,
      }),
    ).toMatchObject({ status: 0 })

    // Support finds the application in the queue (ID masked there), opens it (ID unmasked, audited) and its images.
    const support = staffToken(server, 'support')
    const queue = await callStaff<{ phone: string; idCard: string }[]>(server, support, 'GET', '/kyc/queue')
    expect(queue.data.find((item) => item.phone === phone)).toMatchObject({ realName: 'Asha Rao', idCard: '****9900' })
    const shown = await callStaff(server, support, 'GET', '/kyc/show', { phone })
    expect(shown.data).toMatchObject({
      phone,
      isActive: 1,
      realName: 'Asha Rao',
      idCard: '556677889900',
      images: [
        { side: 'front', key: front },
        { side: 'back', key: back },
      ],
      history: [{ action: 'submit', actor: 'user', reason: '', at: now }],
    })
    const image = await staffImage(support, front)
    expect(image.status).toBe(200)
    expect(image.headers.get('cache-control')).toBe('no-store')
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg')
    expect(auditOf('/kyc/show').at(-1)).toMatchObject({ target: `kyc:${phone}`, outcome: 'ok' })
    expect(auditOf('/images').at(-1)).toMatchObject({
      target: expect.stringContaining(`images:${front}`),
      outcome: 'ok',
    })

    // Approval: the investor sees it; a second approval is refused.
    expect(await callStaff(server, support, 'POST', '/kyc/approve', { phone })).toMatchObject({
      status: 0,
      msg: 'The real name is approved',
      data: { phone, isActive: 2, authMsg: null },
    })
    expect(await userInfo(investor)).toMatchObject({ isActive: 2, realName: 'Asha Rao', idCard: '****9900' })
    expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone })).msg).toBe(
      'This real-name application is not under review',
    )

    // Bind the card: only the last 4 digits come back, here and in the staff look-up.
    expect(await post('/user/bank/add.do', investor.token, card)).toMatchObject({
      status: 0,
      data: { bankNo: '****3444' },
    })
    expect(await userInfo(investor)).toMatchObject({ hasBankCard: true })
    const lookup = await callStaff<{ sections: Record<string, unknown> }>(server, support, 'GET', '/users/lookup', {
      phone,
    })
    expect(lookup.data.sections.identity).toEqual({
      kyc: { isActive: 2, realName: 'Asha Rao', idCard: '****9900', authMsg: null, submittedAt: now },
      bankCard: {
        bankName: 'ICICI Bank',
        bankNo: '****3444',
        ifscCode: 'ICIC0000042',
        bankAddress: 'Bandra',
        payeeName: 'Asha Rao',
      },
    })
    expect(JSON.stringify(lookup)).not.toContain('000111222333444')
    expect(JSON.stringify(lookup)).not.toContain('556677889900')

    // Support resets the card (reason required, audited); the investor binds another.
    expect((await callStaff(server, support, 'POST', '/bank/reset', { phone })).status).toBe(1)
    const reset = await callStaff(server, support, 'POST', '/bank/reset', {
      phone,
      reason: 'Card reported lost by phone',
    })
    expect(reset).toMatchObject({ status: 0, data: { phone, removed: { bankNo: '****3444' } } })
    expect(auditOf('/bank/reset').at(-1)).toMatchObject({
      target: `bank:${phone}`,
      reason: 'Card reported lost by phone',
      outcome: 'ok',
    })
    expect(await post('/user/bank/getBankInfo.do', investor.token)).toMatchObject({ status: 0, data: null })
    expect((await callStaff(server, support, 'POST', '/bank/reset', { phone, reason: 'again' })).msg).toBe(
      'Please bind the bank card first',
    )
    expect(await post('/user/bank/add.do', investor.token, { ...card, bankNo: '123123123' })).toMatchObject({
      status: 0,
      data: { bankNo: '****3123' },
    })
  })
})

describe('funding-password reset by support', () => {
  it('removes a forgotten funding password and its lock (reason required, audited); the user sets a new one', async () => {
    const investor = createTestInvestor(server.db, now)
    const support = staffToken(server, 'support')
    const { phone } = investor
    const reset = (reason?: string) =>
      callStaff(server, support, 'POST', '/fundingPassword/reset', reason === undefined ? { phone } : { phone, reason })
    expect((await reset('Forgot it, verified by phone')).msg).toBe('This user has no funding password to reset')
    expect((await post('/user/insertWithPwd.do', investor.token, { withPwd: 'fund1234' })).status).toBe(0)
    server.db
      .prepare('INSERT INTO funding_password_failures (user_id, at) VALUES (?, ?)')
      .run(investor.userId, now - 60_000)
    expect((await reset()).status).toBe(1)
    expect(await reset('Forgot it, verified by phone')).toMatchObject({
      status: 0,
      msg: 'The funding password was removed; the user can set a new one',
      data: { phone },
    })
    expect(auditOf('/fundingPassword/reset').at(-1)).toMatchObject({
      target: `fundingPassword:${phone}`,
      reason: 'Forgot it, verified by phone',
      outcome: 'ok',
    })
    expect(await userInfo(investor)).toMatchObject({ hasWithPwd: false })
    const failures = server.db
      .prepare('SELECT COUNT(*) AS n FROM funding_password_failures WHERE user_id = ?')
      .get(investor.userId) as { n: number }
    expect(Number(failures.n)).toBe(0)
    expect((await post('/user/insertWithPwd.do', investor.token, { withPwd: 'fund5678' })).status).toBe(0)
  })
})

describe('real-name review by support', () => {
  it('rejects with a reason the user sees, and takes a new submission after it', async () => {
    const { investor, front, back } = await submitted()
    const support = staffToken(server, 'support')
    const phone = investor.phone
    const noReason = await callStaff(server, support, 'POST', '/kyc/reject', { phone, reason: '   ' })
    expect(noReason.status).toBe(1)
    const rejected = await callStaff(server, support, 'POST', '/kyc/reject', {
      phone,
      reason: 'The back image is blurred',
    })
    expect(rejected).toMatchObject({ status: 0, data: { isActive: 3, authMsg: 'The back image is blurred' } })
    expect(await userInfo(investor)).toMatchObject({ isActive: 3, authMsg: 'The back image is blurred' })
    expect(auditOf('/kyc/reject').at(-1)).toMatchObject({ reason: 'The back image is blurred', outcome: 'ok' })
    // A rejected record cannot be approved; the user resubmits and the reason goes.
    expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone })).status).toBe(1)
    expect(
      (
        await post('/user/auth.do', investor.token, {
          realName: 'Asha Rao',
          idCard: '998877665544',
          img1key: front,
          img2key: back,
        })
      ).status,
    ).toBe(0)
    expect(await userInfo(investor)).toMatchObject({ isActive: 1, authMsg: null })
  })

  it('decides each application once, even when two reviews arrive together', async () => {
    const { investor } = await submitted()
    const [first, second] = [staffToken(server, 'support'), staffToken(server, 'support')]
    const replies = await Promise.all([
      callStaff(server, first, 'POST', '/kyc/approve', { phone: investor.phone }),
      callStaff(server, second, 'POST', '/kyc/reject', { phone: investor.phone, reason: 'Photo does not match' }),
    ])
    expect(replies.map((reply) => reply.status).sort()).toEqual([0, 1])
    const state = (await userInfo(investor)).isActive
    expect(state).toBe(replies[0].status === 0 ? 2 : 3)
    const decisions = server.db
      .prepare("SELECT COUNT(*) AS n FROM kyc_reviews WHERE user_id = ? AND action <> 'submit'")
      .get(investor.userId)
    expect(decisions).toEqual({ n: 1 })
  })

  it('answers unknown phones, unknown images and hostile keys without leaking anything', async () => {
    const support = staffToken(server, 'support')
    expect((await callStaff(server, support, 'GET', '/kyc/show', { phone: '9000099999' })).msg).toBe(
      'No investor with this phone number',
    )
    expect((await callStaff(server, support, 'POST', '/kyc/approve', { phone: 'abc' })).status).toBe(1)
    for (const key of ['A'.repeat(32), '..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(300)]) {
      const reply = await staffImage(support, key)
      // A key longer than the router takes is refused before the route (400); every other one is not found.
      expect(reply.status).toBe(key.length > 100 ? 400 : 404)
      expect(((await reply.json()) as { status: number }).status).toBe(1)
    }
    expect(auditOf('/images').at(-1)).toMatchObject({ outcome: 'refused: The image was not found' })
  })
})

describe('hostile values in the staff identity calls', () => {
  it('answers each in the envelope and decides nothing', async () => {
    const { investor } = await submitted()
    const support = staffToken(server, 'support')
    const hostile = [
      '',
      ' ',
      'abc',
      '-1',
      '1e999',
      'null',
      '<script>',
      "' OR 1=1 --",
      'x'.repeat(600),
      '９８７６５４３２１０',
    ]
    for (const value of hostile) {
      for (const [method, path] of [
        ['GET', '/kyc/show'],
        ['POST', '/kyc/approve'],
        ['POST', '/kyc/reject'],
        ['POST', '/bank/reset'],
      ] as const) {
        const reply = await callStaff(server, support, method, path, { phone: value, reason: 'probe' })
        expect([reply.status, typeof reply.msg], `${path} phone=${value}`).toEqual([1, 'string'])
        expect(reply.httpStatus).toBeLessThan(500)
      }
      // Reasons are read before the phone: blank or over 500 characters is refused as such, anything else is a reason.
      const reason = await callStaff(server, support, 'POST', '/kyc/reject', { phone: '9000099999', reason: value })
      const readable = value.trim() !== '' && value.length <= 500
      expect(reason.msg.startsWith('reason'), `reason=${value}: ${reason.msg}`).toBe(!readable)
      expect(reason.status).toBe(1)
    }
    expect(await userInfo(investor)).toMatchObject({ isActive: 1, authMsg: null })
    const phoneAsNumber = await callStaff(server, support, 'POST', '/kyc/approve', { phone: 9876543210 })
    expect(phoneAsNumber.status).toBe(1)
    const extraFields = await callStaff(server, support, 'POST', '/kyc/approve', {
      phone: investor.phone,
      isActive: 2,
      __proto__: { x: 1 },
    })
    expect(extraFields.status).toBe(0)
  })
})

describe('every identity staff call is refused to roles without it and to investors', () => {
  const calls: { path: string; method: 'GET' | 'POST'; allowed: readonly Staff.StaffRole[] }[] = [
    { path: '/kyc/queue', method: 'GET', allowed: ['support', 'auditor'] },
    { path: '/kyc/show', method: 'GET', allowed: ['support', 'auditor'] },
    { path: '/kyc/approve', method: 'POST', allowed: ['support'] },
    { path: '/kyc/reject', method: 'POST', allowed: ['support'] },
    { path: '/bank/reset', method: 'POST', allowed: ['support'] },
    { path: '/fundingPassword/reset', method: 'POST', allowed: ['support'] },
  ]

  it('matches the staff table', () => {
    for (const call of calls) {
      expect(Api.staffEndpoints[call.path as Api.StaffPath].roles).toEqual(call.allowed)
    }
    expect(Api.staffEndpoints['/images/:key'].roles).toEqual(['support', 'auditor'])
  })

  it('refuses each call, changing nothing', async () => {
    const { investor, front } = await submitted()
    createTestInvestor(server.db, now)
    const payload = { phone: investor.phone, reason: 'probe' }
    for (const call of calls) {
      for (const role of rolesOutside(call.allowed)) {
        const reply = await callStaff(server, staffToken(server, role), call.method, call.path, payload)
        expect([reply.httpStatus, reply.status, reply.msg], `${call.path} as ${role}`).toEqual([
          403,
          1,
          'Your role may not do this',
        ])
      }
      for (const token of [investor.token, undefined]) {
        const reply = await callStaff(server, token, call.method, call.path, payload)
        expect([reply.httpStatus, reply.msg], call.path).toEqual([401, 'Staff sign-in required'])
      }
    }
    for (const role of rolesOutside(['support', 'auditor'])) {
      expect((await staffImage(staffToken(server, role), front)).status).toBe(403)
    }
    expect((await staffImage(investor.token, front)).status).toBe(401)
    expect((await staffImage(undefined, front)).status).toBe(401)
    // The auditor reads, but does not decide.
    const auditor = staffToken(server, 'auditor')
    expect((await staffImage(auditor, front)).status).toBe(200)
    expect((await callStaff(server, auditor, 'GET', '/kyc/show', { phone: investor.phone })).data).toMatchObject({
      isActive: 1,
    })
    expect(await userInfo(investor)).toMatchObject({ isActive: 1 })
  })

  it('never lets an investor read someone else image through the staff path or their own', async () => {
    const { investor } = await submitted()
    const other: TestInvestor = createTestInvestor(server.db, now)
    const theirs = await upload(other.token)
    expect(
      (await fetch(`${server.url}/prod-api/user/image/${theirs}`, { headers: { USERTOKEN: investor.token } })).status,
    ).toBe(404)
    expect((await staffImage(investor.token, theirs)).status).toBe(401)
    expect(bankCardOf(server.db, investor.userId)).toBeUndefined()
  })
})
