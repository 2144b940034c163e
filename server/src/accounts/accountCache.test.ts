import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Command, Money, replay } from '@bourse/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openSqlite } from '../store/openSqlite.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import { loadAccount, readStoredAccount, snapshotEvery } from './accountRepository.js'
import { eventsOf } from './eventsOf.js'
import { executeCommand } from './executeCommand.js'

const now = Date.UTC(2026, 10, 23, 2, 0, 0)
let dataDir: string
let db: SqlConnection
let other: SqlConnection
let userId: number

const deposit = (id: string, amount = 100): Command => ({
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

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-account-cache-'))
  db = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  // A second connection on the same file: another server process, or the same server restarted.
  other = withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir)
  userId = createTestInvestor(db, now).userId
})
afterEach(() => {
  expectJournalReplays(db)
  expectJournalReplays(other)
  db.close()
  other.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the in-memory account cache', () => {
  it('is shared with no one: a second server on the same database file sees every write, both ways', () => {
    executeCommand(db, userId, deposit('d1', 500), now)
    expect(loadAccount(other, userId)).toEqual(loadAccount(db, userId))
    executeCommand(other, userId, transfer('t1', 200), now)
    const seenByFirst = loadAccount(db, userId)
    expect(seenByFirst.balances['index.available']).toEqual(Money.of(200))
    expect(seenByFirst).toEqual(loadAccount(other, userId))
    executeCommand(db, userId, deposit('d2'), now)
    expect(loadAccount(other, userId).balances['stock.available']).toEqual(Money.of(400))
  })

  it('keeps the state untouched when a command is refused, and a repeated command id adds no events', () => {
    executeCommand(db, userId, deposit('d1', 50), now)
    const before = loadAccount(db, userId)
    const refused = executeCommand(db, userId, transfer('too-much', 1_000), now)
    expect(refused.ok).toBe(false)
    expect(loadAccount(db, userId)).toBe(before)
    expect(readStoredAccount(db, userId)).toEqual(before)

    const repeated = executeCommand(db, userId, deposit('d1', 50), now)
    expect(repeated).toEqual({ ok: true, events: [] })
    expect(loadAccount(db, userId)).toBe(before)
    expect(eventsOf(db, userId)).toHaveLength(1)
  })

  it('is not trusted after an enclosing transaction rolls back', () => {
    executeCommand(db, userId, deposit('d1', 50), now)
    const committed = loadAccount(db, userId)
    expect(() =>
      db.transaction(() => {
        executeCommand(db, userId, deposit('d2', 70), now)
        expect(loadAccount(db, userId).balances['stock.available']).toEqual(Money.of(120))
        throw new Error('the request failed after the command')
      })(),
    ).toThrow('the request failed')
    expect(loadAccount(db, userId)).toEqual(committed)
    // The rolled-back command id was never recorded, so it may run again.
    expect(executeCommand(db, userId, deposit('d2', 70), now).ok).toBe(true)
    expect(loadAccount(db, userId).balances['stock.available']).toEqual(Money.of(120))
  })

  it('loads the last snapshot plus the events after it into the same state as the live one', () => {
    const commands = snapshotEvery + 7
    for (let i = 1; i <= commands; i++) executeCommand(db, userId, deposit(`d${i}`, 1), now)
    const live = loadAccount(db, userId)
    expect(live.eventCount).toBe(commands)
    const snapshot = db.prepare('SELECT seq FROM account_snapshots WHERE user_id = ?').get(userId) as { seq: number }
    expect(snapshot.seq).toBe(snapshotEvery)
    expect(readStoredAccount(db, userId)).toEqual(live)
    expect(loadAccount(other, userId)).toEqual(live)
    expect({ ...replay(String(userId), eventsOf(db, userId)), handledCommands: {} }).toEqual(live)
    // A command id handled before the snapshot is still refused its second run.
    expect(executeCommand(other, userId, deposit('d3', 1), now)).toEqual({ ok: true, events: [] })
  })
})
