import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Command, Money } from '@bourse/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadAccount, readStoredAccount } from '../accounts/accountRepository.js'
import { eventsOf } from '../accounts/eventsOf.js'
import { executeCommand } from '../accounts/executeCommand.js'
import { readConfig } from '../config.js'
import type { AppContext } from '../http/AppContext.js'
import { type Envelope, refusal, success } from '../http/envelope.js'
import { atomically } from '../http/idempotency.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import { type DeferredSync, deferredSyncOf, registerDeferredSync } from './deferredSync.js'
import { setBeforeGroupCommit } from './groupCommit.js'
import { openSqlite, type SqliteDatabase } from './openSqlite.js'
import type { SqlConnection } from './SqlConnection.js'

const now = Date.UTC(2026, 10, 23, 2, 0, 0)
let dataDir: string
let db: SqlConnection
/** Another connection on the same file: sees only what was committed. */
let other: SqlConnection
let context: AppContext
let commits: number

const deposit = (id: string, amount: number): Command => ({
  type: 'creditDeposit',
  id,
  rechargeId: id,
  amount: Money.of(amount),
})
const transfer = (id: string, amount: number): Command => ({
  type: 'transferFunds',
  id,
  transferType: 1,
  amount: Money.of(amount),
  settings: { indexDisplay: true, futuresDisplay: true },
})

/** A request's command through `atomically`, answered like a route: refused when the engine refuses. */
const request = (userId: number, command: Command, refuseAfterWriting = false): Promise<Envelope<unknown>> =>
  atomically(context, () => {
    const decision = executeCommand(db, userId, command, now)
    if (!decision.ok) return refusal(decision.error.key)
    return refuseAfterWriting ? refusal('refused after writing') : success(decision.events.length)
  })

const available = (sqlite: SqlConnection, userId: number) =>
  readStoredAccount(sqlite, userId).balances['stock.available']

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-group-commit-'))
  db = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  other = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  context = { config: readConfig({ BOURSE_DATA_DIR: dataDir, PORT: '0' }, process.cwd()), db, now: () => now }
  commits = 0
  setBeforeGroupCommit(db, () => {
    commits += 1
  })
})
afterEach(() => {
  setBeforeGroupCommit(db, undefined)
  expectJournalReplays(db)
  expectJournalReplays(other)
  db.close()
  other.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('group commit', () => {
  it('commits requests that arrive together in one transaction, each durable once answered', async () => {
    const asha = createTestInvestor(db, now).userId
    const rahul = createTestInvestor(db, now).userId
    const answers = Promise.all([
      request(asha, deposit('a1', 100)),
      request(rahul, deposit('r1', 250)),
      request(asha, deposit('a2', 50)),
    ])
    // Nothing is written, let alone answered, before the batch runs.
    expect(eventsOf(other, asha)).toEqual([])
    expect(await answers).toEqual([success(1), success(1), success(1)])
    expect(commits).toBe(1)
    // Durable: another connection reads them all once the answers have come.
    expect(available(other, asha).toFixed(2)).toBe('150.00')
    expect(available(other, rahul).toFixed(2)).toBe('250.00')
    expect(loadAccount(db, asha)).toEqual(readStoredAccount(db, asha))
    expect(loadAccount(db, asha).balances['stock.available'].toFixed(2)).toBe('150.00')
  })

  it('rolls back only a refused request of the batch: it writes nothing, the others are stored', async () => {
    const asha = createTestInvestor(db, now).userId
    const rahul = createTestInvestor(db, now).userId
    const vikram = createTestInvestor(db, now).userId
    await request(vikram, deposit('v0', 10))
    commits = 0
    const answers = await Promise.all([
      request(asha, deposit('a1', 100)),
      request(rahul, deposit('r1', 250), true),
      request(vikram, transfer('v1', 1000)),
      request(asha, deposit('a2', 5)),
    ])
    expect(commits).toBe(1)
    expect(answers.map((answer) => answer.status)).toEqual([0, 1, 1, 0])
    expect(eventsOf(other, rahul)).toEqual([])
    expect(other.prepare('SELECT COUNT(*) AS n FROM journal WHERE user_id = ?').get(rahul)).toEqual({ n: 0 })
    expect(eventsOf(other, vikram)).toHaveLength(1)
    expect(available(other, asha).toFixed(2)).toBe('105.00')
    // The cache kept the refused request's state under a revision the rollback undid: it reads the database again.
    expect(loadAccount(db, rahul)).toEqual(readStoredAccount(db, rahul))
    expect(loadAccount(db, rahul).eventCount).toBe(0)
    expect(await request(rahul, deposit('r2', 7))).toEqual(success(1))
    expect(available(other, rahul).toFixed(2)).toBe('7.00')
  })

  it('leaves no partial write when the whole batch fails before its commit, and every request of it fails', async () => {
    const asha = createTestInvestor(db, now).userId
    const rahul = createTestInvestor(db, now).userId
    await request(asha, deposit('a0', 20))
    const positionsBefore = loadAccount(db, asha)
    setBeforeGroupCommit(db, () => {
      throw new Error('crash before commit')
    })
    const answers = await Promise.allSettled([request(asha, deposit('a1', 100)), request(rahul, deposit('r1', 250))])
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected'])
    setBeforeGroupCommit(db, undefined)
    expect(eventsOf(other, asha)).toHaveLength(1)
    expect(eventsOf(other, rahul)).toEqual([])
    expect(available(other, asha).toFixed(2)).toBe('20.00')
    expect(loadAccount(db, asha)).toEqual(readStoredAccount(db, asha))
    expect(loadAccount(db, asha).balances).toEqual(positionsBefore.balances)
    expect(loadAccount(db, rahul).eventCount).toBe(0)
    // A retry after the failure is decided afresh.
    expect(await request(asha, deposit('a1', 100))).toEqual(success(1))
    expect(available(other, asha).toFixed(2)).toBe('120.00')
  })

  it('answers a batch only once its WAL sync has finished off the main thread, each commit with synchronous FULL again', async () => {
    const asha = createTestInvestor(db, now).userId
    const real = deferredSyncOf(db) as DeferredSync
    let release = () => {}
    let syncs = 0
    registerDeferredSync(db, {
      commitWithoutSync: real.commitWithoutSync,
      sync: () => {
        syncs += 1
        return new Promise<void>((resolve) => {
          release = () => real.sync().then(resolve)
        })
      },
    })
    let answered = false
    const answer = request(asha, deposit('a1', 100)).then((envelope) => {
      answered = true
      return envelope
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Committed (another connection reads it) but not answered: the sync has not finished.
    expect(syncs).toBe(1)
    expect(available(other, asha).toFixed(2)).toBe('100.00')
    expect(answered).toBe(false)
    expect((db as SqliteDatabase).pragma('synchronous', { simple: true })).toBe(2)
    release()
    expect(await answer).toEqual(success(1))
  })

  it('answers every request of a batch whose sync failed with an error, and closes the connection', async () => {
    const asha = createTestInvestor(db, now).userId
    const rahul = createTestInvestor(db, now).userId
    const real = deferredSyncOf(db) as DeferredSync
    registerDeferredSync(db, {
      commitWithoutSync: real.commitWithoutSync,
      sync: () => Promise.reject(new Error('EIO: the disk refused')),
      ...(real.failed ? { failed: real.failed } : {}),
    })
    const answers = await Promise.allSettled([request(asha, deposit('a1', 100)), request(rahul, deposit('r1', 250))])
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected'])
    expect(db.open).toBe(false)
    // Nothing more is answered from this connection; a new one reads what SQLite holds.
    await expect(request(asha, deposit('a2', 5))).rejects.toThrow()
    setBeforeGroupCommit(db, undefined)
    db = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
    expect(loadAccount(db, asha)).toEqual(readStoredAccount(other, asha))
  })
})
