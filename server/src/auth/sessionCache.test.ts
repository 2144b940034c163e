import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { findActiveSession, revokeSession, sessionIdleLimitMs } from './sessions.js'
import { hashToken } from './sessionToken.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const nextTurn = () => new Promise((done) => setImmediate(done))

/** A signed-in investor, whose session this process has looked up once (so it is cached). */
const cachedInvestor = () => {
  const now = server.clock.now()
  const investor = createTestInvestor(server.db, now, { isActive: 1 })
  const tokenHash = hashToken(investor.token)
  expect(findActiveSession(server.db, tokenHash, now)?.userId).toBe(investor.userId)
  return { ...investor, tokenHash }
}

describe('sessions kept in memory', () => {
  it('ends a session this process revokes at once, in the same turn', () => {
    const { tokenHash } = cachedInvestor()
    revokeSession(server.db, tokenHash, server.clock.now())
    expect(findActiveSession(server.db, tokenHash, server.clock.now())).toBeUndefined()
  })

  it('ends a session another process revokes from the next turn (the session version moved)', async () => {
    const { tokenHash } = cachedInvestor()
    // What another server process on the same database writes: the row only, not this process's memory.
    server.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').run(server.clock.now(), tokenHash)
    await nextTurn()
    expect(findActiveSession(server.db, tokenHash, server.clock.now())).toBeUndefined()
  })

  it("answers the user's new real-name status from the next turn after it changed anywhere", async () => {
    const { tokenHash, userId } = cachedInvestor()
    expect(findActiveSession(server.db, tokenHash, server.clock.now())?.realNameStatus).toBe(1)
    server.db.prepare('UPDATE users SET is_active = 2 WHERE id = ?').run(userId)
    await nextTurn()
    expect(findActiveSession(server.db, tokenHash, server.clock.now())?.realNameStatus).toBe(2)
  })

  it('still ends a session idle for 30 days, and keeps one used by another process meanwhile', async () => {
    const first = cachedInvestor()
    const later = server.clock.now() + sessionIdleLimitMs
    expect(findActiveSession(server.db, first.tokenHash, later)).toBeUndefined()
    const second = cachedInvestor()
    // Another process saw the session a day ago: it is read again rather than ended on this process's old memory.
    server.db
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .run(later - 24 * 60 * 60 * 1000, second.tokenHash)
    expect(findActiveSession(server.db, second.tokenHash, later)?.userId).toBe(second.userId)
  })
})
