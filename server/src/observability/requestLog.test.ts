import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setBeforeGroupCommit } from '../store/groupCommit.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { capturedLog } from './testing/capturedLog.js'

const log = capturedLog()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_LOG_LEVEL: 'info' }, { logStream: log.stream })
})
afterAll(() => server.close())

const linesOf = (requestId: string) => log.entries().filter((entry) => entry.requestId === requestId)

describe('request log lines', () => {
  it('takes a well-formed X-Request-Id, answers it and writes it, the route, the status and the duration', async () => {
    const response = await fetch(`${server.url}/prod-api/api/stock/getSingleStock.do`, {
      method: 'POST',
      headers: { 'X-Request-Id': 'edge-7f3a.42', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=600000',
    })
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42')
    const [line, ...more] = linesOf('edge-7f3a.42')
    expect(more).toEqual([])
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      route: '/prod-api/api/stock/getSingleStock.do',
      path: '/prod-api/api/stock/getSingleStock.do',
      status: 200,
    })
    expect(line?.ms).toEqual(expect.any(Number))
  })

  it('makes its own id when the header is missing or not well-formed', async () => {
    for (const headers of [{}, { 'X-Request-Id': 'two words' }, { 'X-Request-Id': 'x'.repeat(200) }]) {
      const response = await fetch(`${server.url}/prod-api/health`, { headers })
      const id = response.headers.get('x-request-id') ?? ''
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it('logs a 500 once with its stack, on a line that carries the request id like every other line of it', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    setBeforeGroupCommit(server.db, () => {
      throw new Error('disk on fire')
    })
    try {
      const reply = await postForm(
        server.url,
        '/user/transAmt.do',
        investor.token,
        { amt: '1', type: '1' },
        {
          'X-Request-Id': 'forced-500',
        },
      )
      expect(reply).toEqual({ status: 1, msg: 'Internal error', data: null })
    } finally {
      setBeforeGroupCommit(server.db, undefined)
    }
    const lines = linesOf('forced-500')
    expect(lines.map((line) => line.msg)).toEqual(['internal error', 'request'])
    const withStack = log
      .text()
      .split('\n')
      .filter((line) => line.includes('disk on fire'))
    expect(withStack).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 50, err: { message: 'disk on fire' } })
    expect(String((lines[0]?.err as { stack?: string } | undefined)?.stack)).toMatch(/Error: disk on fire\n\s+at /)
    expect(lines[1]).toMatchObject({ route: '/prod-api/user/transAmt.do', status: 500 })
  })
})
