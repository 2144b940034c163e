import { randomInt } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

/**
 * The small form of issue 21's storm (the long one is `bench/signInLoad.ts`): loops posting wrong passwords for
 * random phones and for registered ones, each call from a different loopback address, while two investors sign in —
 * one from a browser that signed in before (a device cookie), one for the first time with the right password.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    BOURSE_CLOCK: '2026-11-24T02:00:00Z',
    // Real (if smaller) checks: one at a time, a queue of 8, 20 sign-ins a minute per address, as in production.
    BOURSE_PASSWORD_COST: '13',
    BOURSE_PASSWORD_CHECKS: '1',
    BOURSE_PASSWORD_QUEUE: '8',
    BOURSE_SIGN_IN_LIMIT: '20',
  })
})
afterAll(() => server.close())

interface Answer {
  readonly httpStatus: number
  readonly status: number
  readonly msg: string
  readonly cookies: string[]
  readonly ms: number
}

/** A form POST to the login route from `address` (any of 127.0.0.0/8 on Linux), with an optional Cookie header. */
const signInFrom = (address: string, phone: string, userPwd: string, cookie?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const started = performance.now()
    const body = new URLSearchParams({ phone, userPwd }).toString()
    const call = httpRequest(
      `${server.url}/prod-api/user/login.do`,
      {
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () => {
          const envelope = JSON.parse(text) as { status: number; msg: string }
          const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
          resolve({ httpStatus: response.statusCode ?? 0, ...envelope, cookies, ms: performance.now() - started })
        })
      },
    )
    call.on('error', reject)
    call.end(body)
  })

const rotatingAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
const randomPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`

const register = async (phone: string, userPwd: string) => {
  createTestInvestor(server.db, server.clock.now())
  const reply = await postForm(server.url, '/user/reg.do', undefined, { phone, userPwd, agentCode: 'TESTCODE' })
  expect(reply.status).toBe(0)
}

it('keeps legitimate sign-ins going through a storm from rotating addresses', { timeout: 60_000 }, async () => {
  const [returning, newcomer, victim] = ['9000000101', '9000000102', '9000000103']
  for (const phone of [returning, newcomer, victim]) await register(phone, 'rightPass1')
  const before = await signInFrom('127.0.0.1', returning, 'rightPass1')
  const device = before.cookies.find((cookie) => cookie.startsWith('BOURSE_DEVICE='))?.split(';')[0]
  expect(device).toBeDefined()

  let storming = true
  const answers: Record<number, number> = {}
  const loop = async (phoneOf: () => string) => {
    while (storming) {
      const answer = await signInFrom(rotatingAddress(), phoneOf(), `guess${randomInt(0, 1e6)}`)
      answers[answer.httpStatus] = (answers[answer.httpStatus] ?? 0) + 1
    }
  }
  // 12 loops of random phones, 4 aimed at the registered ones (the returning investor's phone among them).
  const targets = [returning, newcomer, victim]
  const loops = [
    ...Array.from({ length: 12 }, () => loop(randomPhone)),
    ...Array.from({ length: 4 }, () => loop(() => targets[randomInt(0, targets.length)] as string)),
  ]
  // The storm locks the returning investor's phone (five wrong guesses counted) before the investor comes back.
  const failuresOf = (phone: string) =>
    (server.db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE phone = ?').get(phone) as { n: number }).n
  while (failuresOf(returning) < 5) await new Promise((resolve) => setTimeout(resolve, 20))
  const legitimate: Answer[] = []
  for (let i = 0; i < 3; i++) {
    legitimate.push(await signInFrom('127.0.0.1', returning, 'rightPass1', device))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  storming = false
  await Promise.all(loops)
  // Without the device cookie the same phone is locked, as the lockout says.
  const cookieless = await signInFrom('127.0.0.1', returning, 'rightPass1')

  expect(legitimate.map((answer) => [answer.status, answer.msg])).toEqual(Array(3).fill([0, 'Successful login']))
  expect(legitimate.every((answer) => answer.ms < 2000)).toBe(true)
  expect(cookieless.msg).toMatch(/locked/)
  // Every phone the storm hit was checked at most five times: the rest were refused by the lock before any check.
  const failures = server.db
    .prepare('SELECT phone, COUNT(*) AS n FROM login_failures WHERE phone IN (?, ?, ?) GROUP BY phone')
    .all(...targets) as { phone: string; n: number }[]
  expect(failures.every((row) => row.n <= 5)).toBe(true)
  expect(answers[503] ?? 0).toBe(0)
  expect(Object.values(answers).reduce((a, b) => a + b, 0)).toBeGreaterThan(50)
})

it('signs in with the right password for the first time while random phones are guessed', {
  timeout: 60_000,
}, async () => {
  const phone = '9000000104'
  await register(phone, 'rightPass1')
  let storming = true
  const loop = async () => {
    while (storming) await signInFrom(rotatingAddress(), randomPhone(), 'wrongPass1')
  }
  const loops = Array.from({ length: 16 }, loop)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const first = await signInFrom('127.0.0.1', phone, 'rightPass1')
  storming = false
  await Promise.all(loops)
  expect([first.status, first.ms < 2000]).toEqual([0, true])
})
