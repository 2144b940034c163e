import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Money, Shares } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import { findActiveSession, revokeSession } from '../../auth/sessions.js'
import { hashToken } from '../../auth/sessionToken.js'
import { readSettings, saveSetting } from '../../settings/settingsRepository.js'
import { newCommandId } from '../../trading/identifiers.js'
import { createTestInvestor } from '../../users/testInvestor.js'
import { withDataVault } from '../../vault/openDataVault.js'
import { type PostgresChangeFeed, postgresFeedOf } from './changeFeed.js'
import { openPostgres } from './openPostgres.js'
import type { PostgresConnection } from './PostgresConnection.js'
import { createTestDatabase, testPostgresUrl } from './testing/testDatabases.js'

// Two connections with a change feed each stand for two server processes: every cache is kept per connection.
const postgresUrl = testPostgresUrl()
const now = Date.parse('2026-11-23T02:00:00Z')

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe.runIf(postgresUrl !== undefined)('the change feed between two processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let writer: PostgresConnection
  let reader: PostgresConnection
  let feed: PostgresChangeFeed

  beforeAll(async () => {
    database = await createTestDatabase(postgresUrl as string)
    const vaultFolder = mkdtempSync(join(tmpdir(), 'bourse-feed-vault-'))
    writer = withDataVault(openPostgres(database.url), vaultFolder)
    reader = withDataVault(openPostgres(database.url), vaultFolder)
    feed = postgresFeedOf(reader) ?? expect.fail('no change feed')
    await feed.when(() => feed.live)
    await (postgresFeedOf(writer) ?? expect.fail()).when(() => postgresFeedOf(writer)?.live === true)
  })
  afterAll(async () => {
    writer.close()
    reader.close()
    await database.drop()
  })

  /** Waits for the next notification the reader's feed delivers. */
  const delivered = () => {
    const seen = feed.deliveries
    return feed.when(() => feed.deliveries > seen)
  }

  /** How many round trips `read` makes on the reader's connection. */
  const tripsOf = (read: () => unknown) => {
    const before = reader.roundTrips
    read()
    return reader.roundTrips - before
  }

  it('serves settings, sessions and a cached account from memory while live: no round trip', () => {
    const investor = createTestInvestor(writer, now)
    readSettings(reader)
    findActiveSession(reader, hashToken(investor.token), now)
    loadAccount(reader, investor.userId)
    expect(tripsOf(() => readSettings(reader))).toBe(0)
    expect(tripsOf(() => findActiveSession(reader, hashToken(investor.token), now))).toBe(0)
  })

  it('sees a setting changed by the other process at the next delivery', async () => {
    expect(readSettings(reader).buyMinNum).toEqual(Shares.of('100'))
    const arrives = delivered()
    saveSetting(writer, 'buyMinNum', '300')
    await arrives
    expect(readSettings(reader).buyMinNum).toEqual(Shares.of('300'))
    expect(tripsOf(() => readSettings(reader))).toBe(0)
  })

  it('sees a session revoked and a real-name status changed by the other process at the next delivery', async () => {
    const investor = createTestInvestor(writer, now, { isActive: 1 })
    const hash = hashToken(investor.token)
    expect(findActiveSession(reader, hash, now)?.realNameStatus).toBe(1)
    let arrives = delivered()
    writer.prepare('UPDATE users SET is_active = 2 WHERE id = ?').run(investor.userId)
    await arrives
    expect(findActiveSession(reader, hash, now)?.realNameStatus).toBe(2)
    arrives = delivered()
    revokeSession(writer, hash, now)
    await arrives
    expect(findActiveSession(reader, hash, now)).toBeUndefined()
  })

  it("sees an account written by the other process at the next delivery, and reads a known revision's state unasked", async () => {
    const investor = createTestInvestor(writer, now)
    const deposit = (id: string, amount: string) =>
      executeCommand(
        writer,
        investor.userId,
        { type: 'creditDeposit', id, rechargeId: id, amount: Money.of(amount) },
        now,
      )
    let arrives = delivered()
    deposit('d1', '1000')
    await arrives
    expect(loadAccount(reader, investor.userId).balances['stock.available']).toEqual(Money.of('1000'))
    expect(tripsOf(() => loadAccount(reader, investor.userId))).toBe(0)
    arrives = delivered()
    deposit('d2', '500')
    await arrives
    expect(loadAccount(reader, investor.userId).balances['stock.available']).toEqual(Money.of('1500'))
  })

  it('decides a fresh command id on a delivered revision without asking; the same id again adds nothing', async () => {
    const investor = createTestInvestor(writer, now)
    const deposit = (db: PostgresConnection, id: string) =>
      executeCommand(db, investor.userId, { type: 'creditDeposit', id, rechargeId: id, amount: Money.of('100') }, now)
    let arrives = delivered()
    deposit(writer, 'first')
    await arrives
    loadAccount(reader, investor.userId)
    const id = newCommandId('deposit')
    // Only the COMMIT: no revision read, no handled look-up (a UUID drawn here cannot have been decided).
    arrives = delivered()
    expect(tripsOf(() => expect(deposit(reader, id).ok).toBe(true))).toBe(1)
    await arrives
    expect(deposit(reader, id)).toEqual({ ok: true, events: [] })
    expect(loadAccount(reader, investor.userId).balances['stock.available']).toEqual(Money.of('200'))
  })

  it('knows its own committed account write before its notification, and not one a savepoint rolled back', () => {
    const investor = createTestInvestor(reader, now)
    const deposit = (id: string) =>
      executeCommand(
        reader,
        investor.userId,
        { type: 'creditDeposit', id, rechargeId: id, amount: Money.of('100') },
        now,
      )
    const stored = () =>
      (reader.prepare('SELECT revision FROM accounts WHERE user_id = ?').get(investor.userId) as { revision: string })
        .revision
    deposit('own-1')
    expect(feed.accountRevision(investor.userId)).toBe(stored())
    reader.transaction(() => {
      try {
        reader.transaction(() => {
          deposit('own-2')
          throw new Error('refused after the command')
        })()
      } catch {}
      deposit('own-3')
    })()
    // Both deposits' unit committed, but a savepoint of it rolled back: its writes are not trusted until delivered.
    expect(feed.accountRevision(investor.userId)).not.toBe(stored())
    expect(loadAccount(reader, investor.userId).balances['stock.available']).toEqual(Money.of('200'))
  })

  it('decides a command on an account written earlier in the same open transaction without reading it', () => {
    const investor = createTestInvestor(reader, now)
    const deposit = () => {
      const id = newCommandId('deposit')
      const command = { type: 'creditDeposit', id, rechargeId: id, amount: Money.of('100') } as const
      expect(executeCommand(reader, investor.userId, command, now).ok).toBe(true)
    }
    deposit()
    reader.transaction(() => {
      deposit()
      // The read would see this transaction's own write (its row lock keeps other processes out): nothing is asked.
      expect(tripsOf(deposit)).toBe(0)
    })()
    expect(loadAccount(reader, investor.userId).balances['stock.available']).toEqual(Money.of('300'))
  })

  it('falls back to reading the versions per turn once the feed is cut, and listens again', async () => {
    const investor = createTestInvestor(writer, now)
    const hash = hashToken(investor.token)
    expect(findActiveSession(reader, hash, now)).toBeDefined()
    readSettings(reader)
    writer.prepare('SELECT pg_terminate_backend(?)').get(feed.backendPid ?? expect.fail('not listening'))
    await feed.when(() => !feed.live)
    saveSetting(writer, 'buyMinNum', '400')
    revokeSession(writer, hash, now)
    await nextTurn()
    expect(readSettings(reader).buyMinNum).toEqual(Shares.of('400'))
    expect(findActiveSession(reader, hash, now)).toBeUndefined()
    // Cut, the feed answers nothing of its own: each turn reads the version rows.
    expect(tripsOf(() => readSettings(reader))).toBe(0)
    await nextTurn()
    expect(tripsOf(() => readSettings(reader))).toBe(1)
    await feed.when(() => feed.live)
    const arrives = delivered()
    saveSetting(writer, 'buyMinNum', '500')
    await arrives
    expect(readSettings(reader).buyMinNum).toEqual(Shares.of('500'))
    expect(tripsOf(() => readSettings(reader))).toBe(0)
  })
})
