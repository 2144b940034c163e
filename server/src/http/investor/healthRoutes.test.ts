import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../store/migrations.js'
import type { SqliteDatabase } from '../../store/openSqlite.js'
import { testPostgresUrl } from '../../store/postgres/testing/testDatabases.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'

describe('GET /prod-api/health over real HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('answers in the spec envelope with the schema version, the frozen clock and whether it leads', async () => {
    const response = await fetch(`${server.url}/prod-api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 0,
      msg: 'ok',
      data: {
        service: 'bourse',
        schemaVersion: Math.max(...migrations.map((m) => m.version)),
        calendar: 'demo',
        time: '2026-11-23T02:00:00.000Z',
        leading: false, // a test server runs no market of its own: the test drives it
        riskBooks: 'none',
      },
    })
  })

  it('answers unknown API paths with a refusal envelope and no stack trace', async () => {
    const response = await fetch(`${server.url}/prod-api/no/such.do`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ status: 1, msg: 'No such call: /prod-api/no/such.do', data: null })
  })

  it.skipIf(testPostgresUrl() !== undefined)('stores the database in WAL mode with full sync', () => {
    const sqlite = server.db as SqliteDatabase
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2)
  })

  it.runIf(testPostgresUrl() !== undefined)('stores on PostgreSQL with synchronous commits', () => {
    const setting = server.db.prepare("SELECT current_setting('synchronous_commit') AS value").get()
    expect(setting).toEqual({ value: 'on' })
  })
})
