import { Api, Money } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'

/**
 * A sweep over every path of core's endpoint table that the server serves: hostile values in every field of the
 * payload must be answered in the envelope — status 1 with a message, or a plain success for calls whose every field
 * is optional — never a 5xx, never a stack trace, and never a change to the investor's money.
 */
const hostileValues = [
  '',
  ' ',
  'abc',
  '-1',
  '1e999',
  '99999999999999999999999',
  '0x10',
  'null',
  '<script>',
  "' OR 1=1 --",
]

const fieldsOf = (path: Api.ApiPath): string[] => {
  const ast = Api.endpoints[path].payload.ast as { propertySignatures?: { name: PropertyKey }[]; from?: unknown }
  const signatures =
    ast.propertySignatures ??
    (ast.from as { propertySignatures?: { name: PropertyKey }[] } | undefined)?.propertySignatures
  return (signatures ?? []).map((signature) => String(signature.name))
}

describe('every endpoint answers bad input in the envelope and moves no money', () => {
  let server: TestServer
  let investor: TestInvestor
  const served: Api.ApiPath[] = []

  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
    investor = createTestInvestor(server.db, server.clock.now())
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: 'fund', rechargeId: 'r', amount: Money.of(100_000) },
      server.clock.now(),
    )
    // Logging out would end the session the sweep runs under; sign-in routes have their own tests.
    const sessionEnders = new Set<string>(['/user/logout.do'])
    for (const path of (Object.keys(Api.endpoints) as Api.ApiPath[]).filter((p) => !sessionEnders.has(p))) {
      const method = Api.endpoints[path].method
      const probe = await fetch(`${server.url}${Api.basePath}${path}`, {
        method,
        headers: { USERTOKEN: investor.token },
      })
      if (probe.status !== 404) served.push(path)
    }
  })
  afterEach(() => expectJournalReplays(server.db))
  afterAll(() => server.close())

  const send = async (path: Api.ApiPath, fields: Record<string, string>) => {
    const { method } = Api.endpoints[path]
    const query = new URLSearchParams(fields).toString()
    const response = await fetch(
      method === 'GET' ? `${server.url}${Api.basePath}${path}?${query}` : `${server.url}${Api.basePath}${path}`,
      {
        method,
        headers: { USERTOKEN: investor.token, 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { body: query } : {}),
      },
    )
    return { http: response.status, text: await response.text() }
  }

  it('serves most of the contract', () => {
    expect(served.length).toBeGreaterThan(50)
  })

  it('answers hostile values in every field without a server error', async () => {
    const balancesBefore = server.db.prepare('SELECT COUNT(*) AS n FROM journal').get()
    for (const path of served) {
      for (const field of fieldsOf(path)) {
        for (const value of hostileValues) {
          const { http, text } = await send(path, { [field]: value })
          expect(http, `${path} ${field}=${value}`).toBeLessThan(500)
          const body = JSON.parse(text) as { status: unknown; msg: unknown }
          expect([0, 1], `${path} ${field}=${value}: ${text}`).toContain(body.status)
          expect(typeof body.msg).toBe('string')
          expect(text).not.toMatch(/at .*\.(ts|js):\d+|Error:/)
        }
      }
    }
    // Hostile input moved nothing: the only journal rows are the funding deposit's, and the session still holds.
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM journal').get()).toEqual(balancesBefore)
    const info = await send('/user/getUserInfo.do', {})
    expect(JSON.parse(info.text).status).toBe(0)
  }, 120_000)

  it('refuses an oversize body and a malformed one in the envelope', async () => {
    const huge = await fetch(`${server.url}${Api.basePath}/user/buy.do`, {
      method: 'POST',
      headers: { USERTOKEN: investor.token, 'content-type': 'application/x-www-form-urlencoded' },
      body: `stockId=${'9'.repeat(200_000)}`,
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ status: 1, msg: 'Bad request', data: null })
    const malformed = await fetch(`${server.url}${Api.basePath}/user/buy.do`, {
      method: 'POST',
      headers: { USERTOKEN: investor.token, 'content-type': 'application/json' },
      body: '{"stockId":',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ status: 1, msg: 'Bad request', data: null })
  })
})
