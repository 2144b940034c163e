import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { watchEventLoopLag } from './eventLoopLag.js'
import { maxEventLoopLagMs, notReadyReasons, readinessFactsOf } from './readiness.js'

const ready = async (server: TestServer) => {
  const response = await fetch(`${server.url}/prod-api/ready`)
  return { http: response.status, body: (await response.json()) as { status: number; msg: string; data: unknown } }
}

/** Asks until the answer is 200 (5 s at most): a server just started, or just blocked, lags for a moment. */
const readyWithin5s = async (server: TestServer) => {
  let answer = await ready(server)
  for (let attempt = 0; attempt < 50 && answer.http !== 200; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await ready(server)
  }
  return answer
}

/** Holds the main thread, as a slow synchronous handler would. */
const blockFor = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy on purpose
  }
}

describe('GET /prod-api/ready over real HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers 200 while the loop turns, 503 with the reason right after it was blocked, 200 again once it turns', async () => {
    expect(await readyWithin5s(server)).toEqual({ http: 200, body: { status: 0, msg: 'ok', data: { ready: true } } })
    blockFor(maxEventLoopLagMs + 300)
    const blocked = await ready(server)
    expect(blocked.http).toBe(503)
    expect(blocked.body.msg).toMatch(/^event loop lag \d+ ms \(limit 500 ms\)$/)
    expect(blocked.body.data).toEqual({ ready: false, reasons: [blocked.body.msg] })
    expect(await readyWithin5s(server)).toEqual({ http: 200, body: { status: 0, msg: 'ok', data: { ready: true } } })
  })
})

describe('readiness facts', () => {
  it('names a database that does not answer', () => {
    const folder = mkdtempSync(join(tmpdir(), 'bourse-ready-'))
    const db = openSqlite(join(folder, 'bourse.sqlite'))
    try {
      expect(readinessFactsOf(db, undefined).databaseError).toBeUndefined()
      db.close()
      const facts = readinessFactsOf(db, undefined)
      expect(notReadyReasons(facts)).toEqual([`database unreachable: ${facts.databaseError}`])
      expect(facts.databaseError).toMatch(/not open/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it("counts the leader's tick age, and only on the leader", () => {
    const folder = mkdtempSync(join(tmpdir(), 'bourse-ready-'))
    const db = openSqlite(join(folder, 'bourse.sqlite'))
    const lag = watchEventLoopLag()
    try {
      const lastTickAt = performance.now() - 6000
      const stale = readinessFactsOf(db, { lag, ticks: { leading: true, lastTickAt } })
      expect(notReadyReasons(stale)).toEqual([expect.stringMatching(/^last market tick 6\.\d s ago \(limit 5 s\)$/)])
      const fresh = readinessFactsOf(db, { lag, ticks: { leading: true, lastTickAt: performance.now() - 4000 } })
      expect(notReadyReasons(fresh)).toEqual([])
      expect(notReadyReasons(readinessFactsOf(db, { lag, ticks: { leading: false, lastTickAt } }))).toEqual([])
      // A leader still building its risk books is not ready; a follower's books are not its concern.
      const building = { leading: true, lastTickAt: performance.now(), booksBuilding: true }
      expect(notReadyReasons(readinessFactsOf(db, { lag, ticks: building }))).toEqual([
        'the risk books are being built: liquidations and triggers wait',
      ])
      expect(notReadyReasons(readinessFactsOf(db, { lag, ticks: { ...building, leading: false } }))).toEqual([])
    } finally {
      lag.stop()
      db.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('lists every reason at once', () => {
    expect(notReadyReasons({ lagMs: 812.4, databaseError: 'connection refused', tickAgeMs: 7250 })).toEqual([
      'event loop lag 812 ms (limit 500 ms)',
      'database unreachable: connection refused',
      'last market tick 7.3 s ago (limit 5 s)',
    ])
    expect(notReadyReasons({ lagMs: 500, databaseError: undefined, tickAgeMs: 5000 })).toEqual([])
  })
})
