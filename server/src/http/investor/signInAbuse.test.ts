import { afterEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../auth/passwordHash.js'
import { postForm } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
const now = Date.parse(clock)
const locked = 'Too many failed logins: this phone number is locked, try again in 15 minutes'

const failuresOf = (server: TestServer, phone: string) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE phone = ?').get(phone) as { n: number }).n

const sessionsOf = (server: TestServer, userId: number) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(userId) as { n: number }).n

/** Waits (without a deadline of its own) until the server has counted `count` attempts on `phone`. */
const untilCounted = async (server: TestServer, phone: string, count: number) => {
  while (failuresOf(server, phone) < count) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('sign-in under attack', { timeout: 120_000 }, () => {
  let server: TestServer
  afterEach(() => server.close(), 120_000)

  it('checks at most five of 30 wrong passwords sent at once, and refuses the right one while locked', async () => {
    server = await startTestServer({ BOURSE_CLOCK: clock })
    const investor = createTestInvestor(server.db, now)
    const login = (userPwd: string) =>
      postForm(server.url, '/user/login.do', undefined, { phone: investor.phone, userPwd })
    const wrong = Promise.all(Array.from({ length: 30 }, (_, i) => login(`guess${i}pass`)))
    // The right password arrives while the wrong ones are still being answered, once five are counted.
    await untilCounted(server, investor.phone, 5)
    const right = await login(investor.password)
    const answers = (await wrong).map((answer) => answer.msg)

    expect(right).toEqual({ status: 1, msg: locked, data: null })
    // Each checked wrong password leaves one counted failure; unchecked attempts leave none.
    expect(failuresOf(server, investor.phone)).toBe(5)
    expect(answers.filter((msg) => msg.includes('attempts left')).sort()).toEqual(
      [1, 2, 3, 4].map((left) => `Incorrect phone number or password (${left} attempts left)`),
    )
    expect(answers.filter((msg) => msg === locked)).toHaveLength(26)
    expect(sessionsOf(server, investor.userId)).toBe(1)
  })

  it('answers "busy, try again" when every password check slot is taken, without counting the attempt', async () => {
    server = await startTestServer({
      BOURSE_CLOCK: clock,
      BOURSE_PASSWORD_COST: '16',
      BOURSE_PASSWORD_CHECKS: '1',
      BOURSE_PASSWORD_QUEUE: '0',
    })
    // A registered phone: an unknown one costs no check at all (issue 21).
    const investor = createTestInvestor(server.db, now)
    // The one slot is taken by a full check (64 MiB, far longer than a local request takes to arrive).
    const occupying = hashPassword('occupies-the-slot')
    const response = await fetch(`${server.url}/prod-api/user/login.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN' },
      body: new URLSearchParams({ phone: investor.phone, userPwd: 'secret12' }).toString(),
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(await response.json()).toEqual({ status: 1, msg: '服务器正忙于处理其他登录，请几秒后再试', data: null })
    expect(failuresOf(server, investor.phone)).toBe(0)
    await occupying
  })

  it('limits sign-in and registration calls per client address and route', async () => {
    server = await startTestServer({ BOURSE_CLOCK: clock, BOURSE_SIGN_IN_LIMIT: '3' })
    const login = () =>
      fetch(`${server.url}/prod-api/user/login.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ phone: '9876512346', userPwd: 'secret12' }).toString(),
      })
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(200)
    const refused = await login()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      status: 1,
      msg: expect.stringMatching(/^Too many attempts from this address; please try again in \d+ seconds$/),
      data: null,
    })
    // The refused call never reached the password check.
    expect(failuresOf(server, '9876512346')).toBe(3)
    const registration = await postForm(server.url, '/user/reg.do', undefined, {
      phone: '9876512347',
      yzmCode: '6666',
      userPwd: 'secret12',
      agentCode: 'NOCODE',
    })
    expect(registration.msg).toBe('The invitation code does not exist')
    expect((await postForm(server.url, '/api/user/checkPhone.do', undefined, { phoneNum: '9876512346' })).status).toBe(
      1,
    )
  })
})
