import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'

const clock = '2026-11-23T02:00:00Z'

describe('security headers on every answer', { timeout: 120_000 }, () => {
  let server: TestServer
  let webDir: string
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'bourse-web-'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><script type="module" src="/app.js"></script>')
    writeFileSync(join(webDir, 'app.js'), 'document.title = "Bourse"\n')
    server = await startTestServer({ BOURSE_CLOCK: clock, BOURSE_WEB_DIR: webDir })
  }, 120_000)
  afterAll(async () => {
    await server.close()
    rmSync(webDir, { recursive: true, force: true })
  }, 120_000)

  const expectHardened = (response: Response) => {
    const policy = response.headers.get('content-security-policy') ?? ''
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
        .map(([name, ...values]) => [name, values]),
    )
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('script-src-attr')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    // Plain HTTP from a client that is not a trusted proxy: no HSTS (a browser ignores it there anyway).
    expect(response.headers.get('strict-transport-security')).toBeNull()
  }

  it('hardens the app page, a client-side route and a static file', async () => {
    for (const path of ['/', '/home', '/app.js']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      expectHardened(response)
    }
  })

  it('hardens public API answers and refusals, without forbidding their caching', async () => {
    const quote = await fetch(`${server.url}/prod-api/api/site/getInfo.do`, { method: 'POST' })
    expectHardened(quote)
    expect(quote.headers.get('cache-control')).toBeNull()
    const missing = await fetch(`${server.url}/prod-api/no/such/route.do`)
    expect(missing.status).toBe(404)
    expectHardened(missing)
  })

  it('forbids storing any /prod-api/user/… answer: signed in, refused, or not found', async () => {
    const investor = createTestInvestor(server.db, Date.parse(clock))
    const calls = [
      fetch(`${server.url}/prod-api/user/getUserInfo.do`, { method: 'POST', headers: { USERTOKEN: investor.token } }),
      fetch(`${server.url}/prod-api/user/getUserInfo.do`, { method: 'POST' }),
      fetch(`${server.url}/prod-api/user/login.do`, { method: 'POST' }),
      fetch(`${server.url}/prod-api/api/user/checkPhone.do`, { method: 'POST' }),
    ]
    for (const response of await Promise.all(calls)) {
      expectHardened(response)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})
