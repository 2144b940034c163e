import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import { advisoryLeadership, type Leadership, soleLeadership } from './leaderLock.js'

const waitFor = async (what: string, check: () => boolean, withinMs = 5_000): Promise<number> => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}

describe('sole leadership (SQLite: one process owns the file)', () => {
  it('leads as soon as it starts, and no longer once stopped', async () => {
    const heard: boolean[] = []
    const sole = soleLeadership()
    expect(sole.isLeader).toBe(false)
    sole.start((leader) => heard.push(leader))
    expect(sole.isLeader).toBe(true)
    await sole.stop()
    expect({ heard, leading: sole.isLeader }).toEqual({ heard: [true], leading: false })
  })
})

describe.skipIf(testPostgresUrl() === undefined)('the advisory leader lock (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> }
  const running: Leadership[] = []
  beforeAll(async () => {
    database = await createTestDatabase(testPostgresUrl() as string)
  })
  afterAll(async () => {
    await Promise.all(running.map((leadership) => leadership.stop()))
    await database.drop()
  })

  it('lets one of two lead; the other takes over within about a retry once the leader stops', async () => {
    const first = advisoryLeadership(database.url, { retryMs: 200 })
    const second = advisoryLeadership(database.url, { retryMs: 200 })
    running.push(first, second)
    const heard: string[] = []
    first.start((leader) => heard.push(`first ${leader}`))
    await waitFor('the first leading', () => first.isLeader)
    second.start((leader) => heard.push(`second ${leader}`))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(second.isLeader).toBe(false)
    await first.stop()
    const tookMs = await waitFor('the second leading', () => second.isLeader)
    expect(tookMs).toBeLessThan(2_000)
    expect(heard).toEqual(['first true', 'second true'])
  })
})
