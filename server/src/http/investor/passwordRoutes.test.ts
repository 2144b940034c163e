import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readCaptcha } from '../../passwords/testing/readCaptcha.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../../testing/postForm.js'
import { callStaff, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { addInvitationCode } from '../../users/invitationCodes.js'

const start = Date.parse('2026-11-23T02:00:00Z')
const second = 1000
const minute = 60 * second

let server: TestServer
let support: string
let nextPhone = 9_870_000_000

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  addInvitationCode(server.db, 'INVITE1', start)
  support = staffToken(server, 'support')
})
afterEach(() => expectJournalReplays(server.db))
afterAll(() => server.close())

/** Moves the frozen clock forward. */
const wait = (ms: number) => server.clock.set(server.clock.now() + ms)

/** A registered investor with a known password, signed in. */
const investor = async (password = 'secret12') => {
  const phone = String(nextPhone++)
  expect(
    (await postForm(server.url, '/user/reg.do', undefined, { phone, userPwd: password, agentCode: 'INVITE1' })).status,
  ).toBe(0)
  return { phone, token: await login(phone, password) }
}

const login = async (phone: string, userPwd: string) =>
  (await postForm<string>(server.url, '/user/login.do', undefined, { phone, userPwd })).data

/** One browser of the forgot-password screen: keeps the captcha cookie as a browser does. */
const browser = () => {
  let cookie: string | undefined
  const get = async <Data = null>(path: string, query: Record<string, string>): Promise<Reply<Data>> => {
    const response = await fetch(`${server.url}/prod-api${path}?${new URLSearchParams(query)}`, {
      headers: cookie ? { cookie } : {},
    })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]
    return (await response.json()) as Reply<Data>
  }
  return {
    getCode: async () => {
      const reply = await get<string>('/code/getCode.do', { time: String(Date.now()) })
      expect(reply.status).toBe(0)
      return reply.data
    },
    checkCode: (code: string) => get('/code/checkCode.do', { code }),
    /** Draws a captcha and answers it right. */
    passCaptcha: async function () {
      const reply = await this.checkCode(readCaptcha(await this.getCode()))
      expect(reply).toEqual({ status: 0, msg: 'Verified', data: null })
    },
    sendSms: (phoneNum: string) => get('/api/sms/sendForgetSms.do', { phoneNum }),
    get cookie() {
      return cookie
    },
  }
}

/** The newest code in the development outbox for `phone`, read as support reads it. */
const smsCodeOf = async (phone: string): Promise<string> => {
  const outbox = await callStaff<{ text: string }[]>(server, support, 'GET', '/sms/outbox', { phone })
  expect(outbox.status).toBe(0)
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`no code in the outbox of ${phone}`)
  return code
}

const reset = (phoneNum: string, code: string, newPwd: string) =>
  postForm(server.url, '/api/user/updatePwd.do', undefined, { phoneNum, code, newPwd })

const userInfo = (token: string) => postForm(server.url, '/user/getUserInfo.do', token)

/** Signs in from a browser holding `deviceCookie` (if any); answers the device cookie the server sets, if it sets one. */
const signInFrom = async (phone: string, userPwd: string, deviceCookie?: string) => {
  const response = await fetch(`${server.url}/prod-api/user/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(deviceCookie ? { cookie: deviceCookie } : {}) },
    body: new URLSearchParams({ phone, userPwd }).toString(),
  })
  expect(((await response.json()) as Reply).status).toBe(0)
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('BOURSE_DEVICE='))
    ?.split(';')[0]
}

describe('forgot password', () => {
  it('untrusts every browser that signed the phone in before the reset (device cookies)', async () => {
    const { phone } = await investor('oldpass1')
    const device = (await signInFrom(phone, 'oldpass1')) ?? expect.fail('no device cookie')
    expect(await signInFrom(phone, 'oldpass1', device)).toBeUndefined() // trusted: no new cookie
    const client = browser()
    await client.passCaptcha()
    expect((await client.sendSms(phone)).status).toBe(0)
    expect((await reset(phone, await smsCodeOf(phone), 'newpass1')).status).toBe(0)
    expect(await signInFrom(phone, 'newpass1', device)).toMatch(/^BOURSE_DEVICE=/) // a stranger again
  })

  it('phone → image code → SMS code → reset: every session ends, the new password logs in, the code is spent', async () => {
    const { phone, token } = await investor('oldpass1')
    const second = await login(phone, 'oldpass1')
    expect((await postForm(server.url, '/api/user/checkPhone.do', undefined, { phoneNum: phone })).status).toBe(0)

    const client = browser()
    const image = await client.getCode()
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(client.cookie).toMatch(/^CAPTCHA_ID=[A-Za-z0-9_-]{43}$/)
    expect((await client.checkCode(readCaptcha(image).toLowerCase())).msg).toBe('Verified')
    expect(await client.sendSms(phone)).toEqual({ status: 0, msg: 'The verification code has been sent', data: null })

    const code = await smsCodeOf(phone)
    const outbox = await callStaff<{ text: string; purpose: string }[]>(server, support, 'GET', '/sms/outbox', {
      phone,
    })
    expect(outbox.data[0]).toMatchObject({
      phone,
      purpose: 'forgetPassword',
      text: `[Bourse] Your password reset code is ${code}. It is valid for 10 minutes. Never share it with anyone.`,
    })
    // Stored only as a keyed hash: no column of the codes table holds the code.
    const stored = server.db.prepare('SELECT * FROM sms_codes WHERE phone = ?').all(phone)
    expect(JSON.stringify(stored)).not.toContain(code)

    expect(await reset(phone, code, 'newpass1')).toEqual({
      status: 0,
      msg: 'The password has been reset, please log in',
      data: null,
    })
    for (const ended of [token, second]) expect((await userInfo(ended)).msg).toBe('Please log in first')
    expect(await login(phone, 'oldpass1')).toBeNull()
    expect((await userInfo(await login(phone, 'newpass1'))).status).toBe(0)

    expect(await reset(phone, code, 'again123')).toEqual({
      status: 1,
      msg: 'The verification code is no longer valid, please ask for a new one',
      data: null,
    })
    expect(await login(phone, 'again123')).toBeNull()
  })

  it('refuses a wrong image code and spends the image, so its right answer no longer passes', async () => {
    const { phone } = await investor()
    const client = browser()
    const image = await client.getCode()
    const right = readCaptcha(image)
    const wrong = right.startsWith('A') ? `B${right.slice(1)}` : `A${right.slice(1)}`
    expect(await client.checkCode(wrong)).toEqual({
      status: 1,
      msg: 'The image code is incorrect, please try a new one',
      data: null,
    })
    expect((await client.checkCode(right)).msg).toBe('The image code has expired, please get a new one')
    expect(await client.sendSms(phone)).toEqual({ status: 1, msg: 'Please enter the image code first', data: null })
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = ?').get(phone)).toEqual({ n: 0 })
  })

  it('expires an unanswered image after 5 minutes and answers each image once', async () => {
    const client = browser()
    const late = await client.getCode()
    wait(5 * minute)
    expect((await client.checkCode(readCaptcha(late))).msg).toBe('The image code has expired, please get a new one')
    const image = await client.getCode()
    expect((await client.checkCode(readCaptcha(image))).status).toBe(0)
    expect((await client.checkCode(readCaptcha(image))).msg).toBe('The image code has expired, please get a new one')
  })

  it('binds a passed image to the browser that drew it and to one phone', async () => {
    const first = await investor()
    const other = await investor()
    const client = browser()
    await client.passCaptcha()
    expect((await browser().sendSms(first.phone)).msg).toBe('Please enter the image code first')
    expect((await client.sendSms(first.phone)).status).toBe(0)
    wait(minute)
    expect((await client.sendSms(other.phone)).msg).toBe('Please enter the image code first')
  })

  it('sends no code to an unregistered phone', async () => {
    const client = browser()
    await client.passCaptcha()
    expect(await client.sendSms('9999999999')).toEqual({
      status: 1,
      msg: 'The phone number is not registered, please register',
      data: null,
    })
  })

  it('refuses a resend within 60 s; after it, only the newest code resets', async () => {
    const { phone } = await investor()
    const client = browser()
    await client.passCaptcha()
    expect((await client.sendSms(phone)).status).toBe(0)
    const first = await smsCodeOf(phone)
    wait(59 * second)
    expect(await client.sendSms(phone)).toEqual({
      status: 1,
      msg: 'Please wait 1 seconds before asking for another code',
      data: null,
    })
    wait(second)
    expect((await client.sendSms(phone)).status).toBe(0)
    const newest = await smsCodeOf(phone)
    if (newest !== first) expect((await reset(phone, first, 'newpass2')).status).toBe(1)
    expect((await reset(phone, newest, 'newpass2')).status).toBe(0)
  })

  it('resets only the phone the code was sent to', async () => {
    const owner = await investor('oldpass5')
    const other = await investor('oldpass6')
    const client = browser()
    await client.passCaptcha()
    await client.sendSms(owner.phone)
    const code = await smsCodeOf(owner.phone)
    expect((await reset(other.phone, code, 'newpass6')).msg).toBe(
      'The verification code is no longer valid, please ask for a new one',
    )
    expect((await userInfo(other.token)).status).toBe(0)
    expect(await login(other.phone, 'oldpass6')).not.toBeNull()
    expect((await reset(owner.phone, code, 'newpass5')).status).toBe(0)
  })

  it('refuses a code 10 minutes after it was sent', async () => {
    const { phone } = await investor('oldpass3')
    const client = browser()
    await client.passCaptcha()
    await client.sendSms(phone)
    const code = await smsCodeOf(phone)
    wait(10 * minute)
    expect(await reset(phone, code, 'newpass3')).toEqual({
      status: 1,
      msg: 'The verification code has expired, please ask for a new one',
      data: null,
    })
    expect(await login(phone, 'oldpass3')).not.toBeNull()
  })

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const { phone } = await investor('oldpass4')
    const client = browser()
    await client.passCaptcha()
    await client.sendSms(phone)
    const code = await smsCodeOf(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages = []
    for (let i = 0; i < 5; i++) messages.push((await reset(phone, wrong, 'newpass4')).msg)
    expect(messages).toEqual([
      'The verification code is incorrect (4 attempts left)',
      'The verification code is incorrect (3 attempts left)',
      'The verification code is incorrect (2 attempts left)',
      'The verification code is incorrect (1 attempts left)',
      'The verification code is incorrect (0 attempts left)',
    ])
    expect((await reset(phone, code, 'newpass4')).msg).toBe(
      'The verification code is no longer valid, please ask for a new one',
    )
    // Each wrong code counted toward the phone's sign-in lock too (issue 32): five lock it for 15 minutes.
    expect(await login(phone, 'oldpass4')).toBeNull()
  })

  it('sends at most 3 codes per image and 5 per phone in 24 hours', async () => {
    const { phone } = await investor()
    const client = browser()
    await client.passCaptcha()
    for (let i = 0; i < 3; i++) {
      expect((await client.sendSms(phone)).status).toBe(0)
      wait(minute)
    }
    expect((await client.sendSms(phone)).msg).toBe('Please enter the image code first')
    await client.passCaptcha()
    for (let i = 0; i < 2; i++) {
      expect((await client.sendSms(phone)).status).toBe(0)
      wait(minute)
    }
    expect((await client.sendSms(phone)).msg).toBe(
      'Too many codes were sent to this phone number today; please try again tomorrow',
    )
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = ?').get(phone)).toEqual({ n: 5 })
  })

  it('answers in the caller’s language', async () => {
    const client = browser()
    await client.getCode()
    const reply = await fetch(`${server.url}/prod-api/code/checkCode.do?code=ZZZZ`, {
      headers: { lang: 'zh-CN', ...(client.cookie ? { cookie: client.cookie } : {}) },
    })
    expect(((await reply.json()) as Reply).msg).toBe('图形验证码错误，请换一张重试')
  })
})

describe('funding password', () => {
  const setFunding = (token: string, fields: Record<string, string>) =>
    postForm(server.url, '/user/insertWithPwd.do', token, fields)

  it('sets the first one with the session, then changes it only with the current one', async () => {
    const { phone, token } = await investor('login123')
    expect(await setFunding(token, { withPwd: 'fund1234' })).toEqual({
      status: 0,
      msg: 'The funding password has been set',
      data: null,
    })
    const stored = server.db.prepare('SELECT funding_password_hash AS h FROM users WHERE phone = ?').get(phone) as {
      h: string
    }
    expect(stored.h).toMatch(/^scrypt\$/)
    expect(((await userInfo(token)).data as { hasWithPwd: boolean }).hasWithPwd).toBe(true)

    expect((await setFunding(token, { withPwd: 'fund5678' })).msg).toBe(
      'A funding password is already set; enter the current one to change it',
    )
    expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'wrong123' })).msg).toBe(
      'The current funding password is incorrect',
    )
    expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'fund1234' })).status).toBe(0)
    expect(server.db.prepare('SELECT funding_password_hash AS h FROM users WHERE phone = ?').get(phone)).not.toEqual(
      stored,
    )
  })

  it('refuses the login password and a bad format', async () => {
    const { token } = await investor('login123')
    expect((await setFunding(token, { withPwd: 'login123' })).msg).toBe(
      'The funding password must differ from the login password',
    )
    expect((await setFunding(token, { withPwd: 'ab' })).status).toBe(1)
    expect((await setFunding(token, {})).status).toBe(1)
    expect(((await userInfo(token)).data as { hasWithPwd: boolean }).hasWithPwd).toBe(false)
  })

  it('locks changes for 15 minutes after 5 wrong current passwords', async () => {
    const { token } = await investor('login123')
    await setFunding(token, { withPwd: 'fund1234' })
    for (let i = 0; i < 4; i++) {
      expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'wrong123' })).msg).toBe(
        'The current funding password is incorrect',
      )
    }
    expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'wrong123' })).msg).toBe(
      'Too many wrong funding passwords: try again in 15 minutes',
    )
    expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'fund1234' })).msg).toBe(
      'Too many wrong funding passwords: try again in 15 minutes',
    )
    wait(15 * minute)
    expect((await setFunding(token, { withPwd: 'fund5678', oldWithPwd: 'fund1234' })).status).toBe(0)
  })

  it('needs a session', async () => {
    expect((await setFunding('', { withPwd: 'fund1234' })).msg).toBe('Please log in first')
  })
})

describe('the SMS outbox (staff)', () => {
  it('is read by support and the auditor only, never with an investor token, and each reading is audited', async () => {
    expect((await callStaff(server, staffToken(server, 'auditor'), 'GET', '/sms/outbox', {})).status).toBe(0)
    for (const role of rolesOutside(['support', 'auditor'])) {
      const reply = await callStaff(server, staffToken(server, role), 'GET', '/sms/outbox', {})
      expect([reply.httpStatus, reply.status], role).toEqual([403, 1])
    }
    const { phone, token } = await investor()
    expect((await callStaff(server, support, 'GET', '/sms/outbox', { phone })).status).toBe(0)
    const reply = await callStaff(server, token, 'GET', '/sms/outbox', {})
    expect([reply.httpStatus, reply.status]).toEqual([401, 1])
    const audited = server.db
      .prepare("SELECT target, outcome FROM staff_audit WHERE route = '/staff-api/sms/outbox' AND target = ?")
      .all(`sms:${phone}`)
    expect(audited).toEqual([{ target: `sms:${phone}`, outcome: 'ok' }])
  })
})

describe('password change', () => {
  it('untrusts every browser that signed the phone in with the old password (device cookies)', async () => {
    const { phone, token } = await investor('oldpass1')
    const device = (await signInFrom(phone, 'oldpass1')) ?? expect.fail('no device cookie')
    const changed = await postForm(server.url, '/user/updatePwd.do', token, { oldPwd: 'oldpass1', newPwd: 'newpass1' })
    expect(changed.status).toBe(0)
    expect(await signInFrom(phone, 'newpass1', device)).toMatch(/^BOURSE_DEVICE=/)
  })
})
