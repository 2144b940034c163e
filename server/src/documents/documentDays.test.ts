import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { documentDaysClosed } from './documentDays.js'

const at = (iso: string) => Date.parse(iso)

describe("the documents' day close (the leader's tick)", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('asks for each ended day once, and for a month that ended its statements; the first tick only remembers', () => {
    // 2026-11-29 23:59 in Shanghai is 15:59Z.
    expect(documentDaysClosed(server.db, at('2026-11-29T15:59:00Z'))).toEqual([])
    expect(documentDaysClosed(server.db, at('2026-11-29T15:59:30Z'))).toEqual([])
    expect(documentDaysClosed(server.db, at('2026-11-29T16:00:01Z'))).toEqual([{ kind: 'note', period: '2026-11-29' }])
    expect(documentDaysClosed(server.db, at('2026-11-29T17:00:00Z'))).toEqual([])
    // Two days later, across the month's end: both days' notes and November's statements.
    expect(documentDaysClosed(server.db, at('2026-12-01T17:00:00Z'))).toEqual([
      { kind: 'note', period: '2026-11-30' },
      { kind: 'statement', period: '2026-11' },
      { kind: 'note', period: '2026-12-01' },
    ])
  })
})
