import { createHash } from 'node:crypto'
import { Api } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { addInvitationCode } from '../../users/invitationCodes.js'
import { saveIdCard } from '../../users/usersRepository.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: clock })
  addInvitationCode(server.db, 'INVITE1', now)
})
afterAll(() => server.close())

const post = (path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

const postJson = async (path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  (await post(path, fields, headers)).json() as Promise<{ status: number; msg: string; data: unknown }>

const register = (phone: string, userPwd = 'secret12', agentCode = 'INVITE1') =>
  postJson('/user/reg.do', { phone, yzmCode: '6666', userPwd, agentCode })

const login = async (phone: string, userPwd = 'secret12') => {
  const response = await postJson('/user/login.do', { phone, userPwd })
  return response.data as string
}

describe('register → login → user info → logout', () => {
  it('walks the whole session life over real HTTP', async () => {
    expect(await register('9876500001')).toEqual({
      status: 0,
      msg: 'Successful registration, please log in',
      data: null,
    })
    const loginResponse = await post('/user/login.do', { phone: '9876500001', userPwd: 'secret12' })
    const body = (await loginResponse.json()) as { status: number; msg: string; data: string }
    expect(body.status).toBe(0)
    expect(body.msg).toBe('Successful login')
    expect(body.data).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(loginResponse.headers.getSetCookie()).toEqual([
      `USER_TOKEN=${body.data}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
      expect.stringMatching(
        /^BOURSE_DEVICE=[A-Za-z0-9_-]{43}; Path=\/prod-api\/user\/login\.do; HttpOnly; SameSite=Strict; Max-Age=31536000$/,
      ),
    ])

    const info = await postJson('/user/getUserInfo.do', {}, { USERTOKEN: body.data })
    expect(info.status).toBe(0)
    expect(info.data).toEqual({
      id: expect.any(Number),
      phone: '9876500001',
      realName: '',
      idCard: '',
      panCode: '',
      img1Key: null,
      img2Key: null,
      img3Key: null,
      isActive: 0,
      authMsg: null,
      userAmt: '0.00',
      enableAmt: '0.00',
      allFreezAmt: '0.00',
      djzj: '0.00',
      userIndexAmt: '0.00',
      enableIndexAmt: '0.00',
      allIndexFreezAmt: '0.00',
      userFuturesAmt: '0.00',
      enableFuturesAmt: '0.00',
      allFuturesFreezAmt: '0.00',
      enableFinancingAmt: '0.00',
      allFinancingFreezAmt: '0.00',
      financingBorrowed: '0.00',
      allProfitAndLose: '0.00',
      allIndexProfitAndLose: '0.00',
      allFuturesProfitAndLose: '0.00',
      siteLever: '10/20/30',
      agentUrl: null,
      hasWithPwd: false,
      hasBankCard: false,
    })
    expect(Api.decodePayload(Api.UserInfo, info.data).ok).toBe(true)
    expect((await postJson('/user/getCurrentUser.do', {}, { USERTOKEN: body.data })).data).toEqual(info.data)

    const logout = await post('/user/logout.do', {}, { USERTOKEN: body.data })
    expect(await logout.json()).toEqual({ status: 0, msg: 'Logged out', data: null })
    expect(logout.headers.get('set-cookie')).toBe('USER_TOKEN=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
    expect(await postJson('/user/getUserInfo.do', {}, { USERTOKEN: body.data })).toEqual({
      status: 1,
      msg: 'Please log in first',
      data: null,
    })
  })

  it('refuses a second registration of a phone and an unknown invitation code, writing nothing', async () => {
    await register('9876500002')
    expect(await register('9876500002')).toEqual({ status: 1, msg: 'User has registered, please log in', data: null })
    expect(await register('9876500003', 'secret12', 'NOSUCHCODE')).toEqual({
      status: 1,
      msg: 'The invitation code does not exist',
      data: null,
    })
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM users WHERE phone = '9876500003'").get()).toEqual({ n: 0 })
  })

  it('registers a phone once when two registrations race', async () => {
    const results = await Promise.all([register('9876500006'), register('9876500006')])
    expect(results.map((result) => result.msg).sort()).toEqual([
      'Successful registration, please log in',
      'User has registered, please log in',
    ])
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM users WHERE phone = '9876500006'").get()).toEqual({ n: 1 })
  })

  it('never stores a password or a token in clear', async () => {
    await register('9876500004', 'Open.Sesame1')
    const token = await login('9876500004', 'Open.Sesame1')
    const user = server.db.prepare("SELECT * FROM users WHERE phone = '9876500004'").get() as Record<string, unknown>
    expect(JSON.stringify(user)).not.toContain('Open.Sesame1')
    expect(user.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    const sessions = server.db.prepare('SELECT token_hash FROM sessions WHERE user_id = ?').all(user.id as number)
    expect(JSON.stringify(sessions)).not.toContain(token)
    expect(sessions).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }])
  })

  it('reads balances from the engine snapshot and masks the ID number', async () => {
    await register('9876500005')
    const token = await login('9876500005')
    const { id } = server.db.prepare("SELECT id FROM users WHERE phone = '9876500005'").get() as { id: number }
    server.db.prepare("UPDATE users SET real_name = 'Asha Verma', is_active = 2 WHERE id = ?").run(id)
    saveIdCard(server.db, id, '234567890123')
    const dec = (text: string) => ({ $dec: text })
    const state = {
      userId: String(id),
      balances: {
        'stock.available': dec('1000.5'),
        'stock.frozen': dec('250.25'),
        'stock.ipoFrozen': dec('100'),
        'index.available': dec('30'),
        'index.frozen': dec('0'),
        'futures.available': dec('0'),
        'futures.frozen': dec('12.34'),
      },
    }
    server.db
      .prepare('INSERT INTO accounts (user_id, state, event_count, updated_at) VALUES (?, ?, 1, ?)')
      .run(id, JSON.stringify(state), now)
    const info = (await postJson('/user/getUserInfo.do', {}, { USERTOKEN: token })).data as Record<string, unknown>
    expect(info).toMatchObject({
      realName: 'Asha Verma',
      idCard: '****0123',
      isActive: 2,
      userAmt: '1350.75',
      enableAmt: '1000.50',
      allFreezAmt: '250.25',
      djzj: '100.00',
      userIndexAmt: '30.00',
      enableIndexAmt: '30.00',
      userFuturesAmt: '12.34',
      allFuturesFreezAmt: '12.34',
    })
  })
})

describe('tokens', () => {
  let token: string
  beforeAll(async () => {
    await register('9876500010')
    token = await login('9876500010')
  })

  it('accepts the header in upper and lower case and the cookie on a GET-free read with our Origin', async () => {
    expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: token })).status).toBe(0)
    expect((await postJson('/user/getUserInfo.do', {}, { usertoken: token })).status).toBe(0)
  })

  it('refuses a cookie-only POST without an Origin or from another site, accepts our own Origin', async () => {
    const cookie = { cookie: `theme=dark; USER_TOKEN=${token}` }
    const refused = { status: 1, msg: 'The request came from another site and was refused', data: null }
    expect(await postJson('/user/getUserInfo.do', {}, cookie)).toEqual(refused)
    expect(await postJson('/user/getUserInfo.do', {}, { ...cookie, origin: 'http://evil.example' })).toEqual(refused)
    expect(await postJson('/user/getUserInfo.do', {}, { ...cookie, origin: 'null' })).toEqual(refused)
    expect((await postJson('/user/getUserInfo.do', {}, { ...cookie, origin: server.url })).status).toBe(0)
  })

  it('exempts header-token requests from the Origin check', async () => {
    expect(
      (await postJson('/user/getUserInfo.do', {}, { USERTOKEN: token, origin: 'http://evil.example' })).status,
    ).toBe(0)
  })

  it('answers every /user/* call without a valid token with "Please log in first", in every language', async () => {
    const notSignedIn = { status: 1, msg: 'Please log in first', data: null }
    expect(await postJson('/user/getUserInfo.do')).toEqual(notSignedIn)
    expect(await postJson('/user/logout.do')).toEqual(notSignedIn)
    expect(await postJson('/user/updatePwd.do', { oldPwd: 'secret12', newPwd: 'secret34' })).toEqual(notSignedIn)
    expect(await postJson('/user/buy.do', { stockId: '600519' })).toEqual(notSignedIn)
    expect(await postJson('/user/getUserInfo.do', {}, { USERTOKEN: 'not-a-token' })).toEqual(notSignedIn)
    expect(await postJson('/user/getUserInfo.do', {}, { USERTOKEN: 'x'.repeat(4_000) })).toEqual(notSignedIn)
    expect(await postJson('/user/getUserInfo.do', {}, { USERTOKEN: 'A'.repeat(43) })).toEqual(notSignedIn)
    const zh = await postJson('/user/getUserInfo.do', {}, { lang: 'zh-CN' })
    expect(zh.msg).toBe('请先登录 (Please log in first)')
    expect((await postJson('/user/getUserInfo.do', {}, { lang: 'zh-TW' })).msg).toContain('Please log in first')
  })

  it('ends a session after 30 idle days but not before', async () => {
    const idle = await login('9876500010')
    const day = 24 * 60 * 60 * 1000
    try {
      expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: idle })).status).toBe(0)
      server.clock.set(now + 30 * day - 1)
      expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: idle })).status).toBe(0)
      // The request above refreshed last use; 30 days later the session has ended.
      server.clock.set(now + 60 * day - 1)
      expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: idle })).msg).toBe('Please log in first')
    } finally {
      server.clock.set(now)
    }
  })
})

describe('login throttling', () => {
  it('locks a phone after five failed logins in 15 minutes, even for the right password', async () => {
    await register('9876500020')
    const attempt = (userPwd: string) => postJson('/user/login.do', { phone: '9876500020', userPwd })
    expect((await attempt('wrong111')).msg).toBe('Incorrect phone number or password (4 attempts left)')
    expect((await attempt('wrong222')).msg).toBe('Incorrect phone number or password (3 attempts left)')
    expect((await attempt('wrong333')).msg).toBe('Incorrect phone number or password (2 attempts left)')
    expect((await attempt('wrong444')).msg).toBe('Incorrect phone number or password (1 attempts left)')
    const locked = {
      status: 1,
      msg: 'Too many failed logins: this phone number is locked, try again in 15 minutes',
      data: null,
    }
    expect(await attempt('wrong555')).toEqual(locked)
    expect(await attempt('secret12')).toEqual(locked)
    // Another phone is not affected.
    await register('9876500021')
    expect((await postJson('/user/login.do', { phone: '9876500021', userPwd: 'secret12' })).status).toBe(0)
  })

  it('throttles unregistered phones the same way, without telling them apart', async () => {
    const attempt = () => postJson('/user/login.do', { phone: '9876599999', userPwd: 'secret12' })
    expect(await attempt()).toEqual({
      status: 1,
      msg: 'Incorrect phone number or password (4 attempts left)',
      data: null,
    })
  })

  it('forgets failures after a successful login', async () => {
    await register('9876500022')
    await postJson('/user/login.do', { phone: '9876500022', userPwd: 'wrong111' })
    await login('9876500022')
    expect((await postJson('/user/login.do', { phone: '9876500022', userPwd: 'wrong111' })).msg).toContain(
      '(4 attempts left)',
    )
  })
})

describe('password change', () => {
  it('changes the password, ends the other sessions, and replays a repeat with the same Idempotency-Key', async () => {
    await register('9876500030')
    const current = await login('9876500030')
    const other = await login('9876500030')
    const headers = { USERTOKEN: current, 'Idempotency-Key': 'pwd-change-1' }
    const fields = { oldPwd: 'secret12', newPwd: 'secret34' }
    const first = await postJson('/user/updatePwd.do', fields, headers)
    expect(first).toEqual({ status: 0, msg: 'Password changed', data: null })
    const hashAfterFirst = server.db.prepare("SELECT password_hash FROM users WHERE phone = '9876500030'").get()
    expect(await postJson('/user/updatePwd.do', fields, headers)).toEqual(first)
    expect(server.db.prepare("SELECT password_hash FROM users WHERE phone = '9876500030'").get()).toEqual(
      hashAfterFirst,
    )
    expect(await postJson('/user/updatePwd.do', { oldPwd: 'secret12', newPwd: 'other999' }, headers)).toEqual({
      status: 1,
      msg: 'This Idempotency-Key was already used for a different request',
      data: null,
    })

    expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: current })).status).toBe(0)
    expect((await postJson('/user/getUserInfo.do', {}, { USERTOKEN: other })).msg).toBe('Please log in first')
    expect((await postJson('/user/login.do', { phone: '9876500030', userPwd: 'secret12' })).status).toBe(1)
    expect((await postJson('/user/login.do', { phone: '9876500030', userPwd: 'secret34' })).status).toBe(0)
  })

  it('runs a password change once when two requests with the same key race', async () => {
    await register('9876500033')
    const token = await login('9876500033')
    const headers = { USERTOKEN: token, 'Idempotency-Key': 'race-1' }
    const fields = { oldPwd: 'secret12', newPwd: 'secret90' }
    const [a, b] = await Promise.all([
      postJson('/user/updatePwd.do', fields, headers),
      postJson('/user/updatePwd.do', fields, headers),
    ])
    expect(a).toEqual({ status: 0, msg: 'Password changed', data: null })
    expect(b).toEqual(a)
    const { id } = server.db.prepare("SELECT id FROM users WHERE phone = '9876500033'").get() as { id: number }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?').get(id)).toEqual({ n: 1 })
    expect((await postJson('/user/login.do', { phone: '9876500033', userPwd: 'secret90' })).status).toBe(0)
  })

  it('refuses a wrong old password and changes nothing', async () => {
    await register('9876500031')
    const token = await login('9876500031')
    const before = server.db.prepare("SELECT password_hash FROM users WHERE phone = '9876500031'").get()
    expect(
      await postJson('/user/updatePwd.do', { oldPwd: 'notmine1', newPwd: 'secret34' }, { USERTOKEN: token }),
    ).toEqual({ status: 1, msg: 'The old password is incorrect', data: null })
    expect(server.db.prepare("SELECT password_hash FROM users WHERE phone = '9876500031'").get()).toEqual(before)
  })

  it('counts wrong old passwords toward the sign-in lock: the sixth try, right or wrong, is refused', async () => {
    await register('9876500034')
    const token = await login('9876500034')
    const change = (oldPwd: string) =>
      postJson('/user/updatePwd.do', { oldPwd, newPwd: 'secret34' }, { USERTOKEN: token })
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await change(`wrong${attempt}1`)).msg).toBe('The old password is incorrect')
    const locked = 'Too many failed logins: this phone number is locked, try again in 15 minutes'
    expect(await change('secret12')).toEqual({ status: 1, msg: locked, data: null })
    expect((await postJson('/user/login.do', { phone: '9876500034', userPwd: 'secret12' })).msg).toBe(locked)
    server.clock.set(server.clock.now() + 16 * 60_000)
    expect((await change('secret12')).status).toBe(0)
  })

  it('serves the same change at /api/user/updatePwd.do and reads the SMS reset shape as a reset', async () => {
    await register('9876500032')
    const token = await login('9876500032')
    expect(
      await postJson('/api/user/updatePwd.do', { oldPwd: 'secret12', newPwd: 'secret56' }, { USERTOKEN: token }),
    ).toEqual({ status: 0, msg: 'Password changed', data: null })
    expect(await postJson('/api/user/updatePwd.do', { oldPwd: 'secret56', newPwd: 'secret78' })).toEqual({
      status: 1,
      msg: 'Please log in first',
      data: null,
    })
    expect(
      await postJson('/api/user/updatePwd.do', { phoneNum: '9876500032', code: '1234', newPwd: 'secret78' }),
    ).toEqual({
      status: 1,
      msg: 'The verification code is no longer valid, please ask for a new one',
      data: null,
    })
    expect((await postJson('/api/user/updatePwd.do', { phoneNum: '9876500032', newPwd: 'secret78' })).msg).toBe(
      'code is required',
    )
  })
})

describe('checkPhone', () => {
  it('answers status 0 for a registered phone and status 1 for an unregistered one', async () => {
    await register('9876500040')
    expect(await postJson('/api/user/checkPhone.do', { phoneNum: '9876500040' })).toEqual({
      status: 0,
      msg: 'The phone number is registered',
      data: true,
    })
    expect(await postJson('/api/user/checkPhone.do', { phoneNum: '9876500041' })).toEqual({
      status: 1,
      msg: 'The phone number is not registered, please register',
      data: null,
    })
  })
})

describe('bad input gets status 1, a message naming the field, and writes nothing', () => {
  const huge = '9'.repeat(20_000)
  const cases: [string, Record<string, string>, string][] = [
    ['/user/reg.do', { userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is required'],
    ['/user/reg.do', { phone: '', userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is required'],
    ['/user/reg.do', { phone: 'abcdefghij', userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is invalid'],
    ['/user/reg.do', { phone: '5876500050', userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is invalid'],
    ['/user/reg.do', { phone: '-987650005', userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is invalid'],
    ['/user/reg.do', { phone: huge, userPwd: 'secret12', agentCode: 'INVITE1' }, 'phone is invalid'],
    ['/user/reg.do', { phone: '9876500050', agentCode: 'INVITE1' }, 'userPwd is required'],
    ['/user/reg.do', { phone: '9876500050', userPwd: 'abc12', agentCode: 'INVITE1' }, 'userPwd is invalid'],
    ['/user/reg.do', { phone: '9876500050', userPwd: 'abc-123', agentCode: 'INVITE1' }, 'userPwd is invalid'],
    ['/user/reg.do', { phone: '9876500050', userPwd: 'x'.repeat(13), agentCode: 'INVITE1' }, 'userPwd is invalid'],
    [
      '/user/reg.do',
      { phone: '9876500050', userPwd: 'secret12' },
      'Please enter your invitation code (ask the person who invited you for it)',
    ],
    ['/user/reg.do', { phone: '9876500050', userPwd: 'secret12', agentCode: 'IN-1' }, 'agentCode is invalid'],
    ['/user/login.do', {}, 'phone is required'],
    ['/user/login.do', { phone: '9876500050' }, 'userPwd is required'],
    ['/user/login.do', { phone: '9876500050', userPwd: '   ' }, 'userPwd is required'],
    ['/user/login.do', { phone: '98765000501', userPwd: 'secret12' }, 'phone is invalid'],
    ['/api/user/checkPhone.do', {}, 'phoneNum is required'],
    ['/api/user/checkPhone.do', { phoneNum: '' }, 'phoneNum is required'],
    ['/api/user/checkPhone.do', { phoneNum: 'nine' }, 'phoneNum is invalid'],
    ['/api/user/checkPhone.do', { phoneNum: huge }, 'phoneNum is invalid'],
  ]
  it.each(cases)('case %# %s → %s', async (path, fields, msg) => {
    expect(await postJson(path, fields)).toEqual({ status: 1, msg, data: null })
  })

  it('refuses bad password-change fields', async () => {
    await register('9876500051')
    const token = await login('9876500051')
    const change = (fields: Record<string, string>) => postJson('/user/updatePwd.do', fields, { USERTOKEN: token })
    expect((await change({ newPwd: 'secret34' })).msg).toBe('oldPwd is required')
    expect((await change({ oldPwd: 'secret12' })).msg).toBe('newPwd is required')
    expect((await change({ oldPwd: 'secret12', newPwd: '12345' })).msg).toBe('newPwd is invalid')
    expect((await change({ oldPwd: 'secret12', newPwd: huge })).msg).toBe('newPwd is invalid')
    expect(
      (
        await postJson(
          '/user/updatePwd.do',
          { oldPwd: 'secret12', newPwd: 'secret34' },
          { USERTOKEN: token, 'Idempotency-Key': 'k'.repeat(129) },
        )
      ).msg,
    ).toBe('The Idempotency-Key header must be 1 to 128 visible characters')
    expect((await postJson('/user/login.do', { phone: '9876500051', userPwd: 'secret12' })).status).toBe(0)
  })

  it('nothing was registered by the bad requests', () => {
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM users WHERE phone = '9876500050'").get()).toEqual({ n: 0 })
  })

  it('answers a body that is not a form with a refusal, not a stack trace', async () => {
    const response = await fetch(`${server.url}/prod-api/user/login.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    })
    expect(await response.json()).toEqual({ status: 1, msg: 'Bad request', data: null })
  })
})
