import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'
/** What an HTTPS proxy in front of Bourse adds to the request it forwards. */
const forwarded = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'bourse.example',
  'x-forwarded-for': '203.0.113.7',
}

const post = (server: TestServer, path: string, headers: Record<string, string>, fields: Record<string, string> = {}) =>
  fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

describe('behind an HTTPS proxy', { timeout: 120_000 }, () => {
  let server: TestServer
  afterEach(() => server.close(), 120_000)

  const signIn = async () => {
    const investor = createTestInvestor(server.db, Date.parse(clock))
    const response = await post(server, '/user/login.do', forwarded, {
      phone: investor.phone,
      userPwd: investor.password,
    })
    const token = ((await response.json()) as { data: string }).data
    return { response, cookie: `USER_TOKEN=${token}` }
  }

  it('trusts the configured proxy: Secure cookie, HSTS, and its https origin accepted for cookie calls', async () => {
    server = await startTestServer({ BOURSE_CLOCK: clock, BOURSE_TRUST_PROXY: '127.0.0.1' })
    const { response, cookie } = await signIn()
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const own = await post(server, '/user/getUserInfo.do', { ...forwarded, cookie, origin: 'https://bourse.example' })
    expect(((await own.json()) as { status: number }).status).toBe(0)
    const foreign = await post(server, '/user/getUserInfo.do', {
      ...forwarded,
      cookie,
      origin: 'http://bourse.example',
    })
    expect(((await foreign.json()) as { msg: string }).msg).toBe('The request came from another site and was refused')
  })

  it('believes no forwarded header when no proxy is configured', async () => {
    server = await startTestServer({ BOURSE_CLOCK: clock })
    const { response, cookie } = await signIn()
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/)
    expect(response.headers.get('strict-transport-security')).toBeNull()
    const spoofed = await post(server, '/user/getUserInfo.do', {
      ...forwarded,
      cookie,
      origin: 'https://bourse.example',
    })
    expect(((await spoofed.json()) as { msg: string }).msg).toBe('The request came from another site and was refused')
  })

  it('limits sign-in per client the proxy names, not per proxy', async () => {
    server = await startTestServer({ BOURSE_CLOCK: clock, BOURSE_TRUST_PROXY: '127.0.0.1', BOURSE_SIGN_IN_LIMIT: '1' })
    const login = (client: string) =>
      post(
        server,
        '/user/login.do',
        { ...forwarded, 'x-forwarded-for': client },
        { phone: '9876512399', userPwd: 'secret12' },
      )
    expect((await login('203.0.113.8')).status).toBe(200)
    expect((await login('203.0.113.9')).status).toBe(200)
    expect((await login('203.0.113.8')).status).toBe(429)
  })
})
