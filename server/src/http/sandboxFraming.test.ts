import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

const frameAncestors = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'))

describe('the sandbox payment page in the app’s /pay frame', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('may be framed by the app itself only; other answers may not be framed at all', async () => {
    const sandbox = await fetch(`${server.url}/sandbox-pay/NO-SUCH-ORDER`)
    expect(sandbox.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(frameAncestors(sandbox)).toBe("frame-ancestors 'self'")
    const api = await fetch(`${server.url}/prod-api/api/site/getInfo.do`, { method: 'POST' })
    expect(api.headers.get('x-frame-options')).toBe('DENY')
    expect(frameAncestors(api)).toBe("frame-ancestors 'none'")
  })
})
