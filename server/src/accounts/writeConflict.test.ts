import { type Command, decide, evolve, Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainHeadOf } from '../audit/historyChain.js'
import { atomically } from '../http/idempotency.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { readStoredAccount, saveAccount } from './accountRepository.js'
import { appendEvent } from './eventLog.js'
import { executeCommand } from './executeCommand.js'
import { isWriteConflict, WriteConflictError } from './writeConflict.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  expectJournalReplays(server.db)
  await server.close()
})

const deposit = (id: string, amount: string): Command => ({
  type: 'creditDeposit',
  id,
  rechargeId: id,
  amount: Money.of(amount),
})

describe('a write that lost a race with another server process', () => {
  it('is refused by the events key when the account moved on since it was read, and changes nothing', () => {
    const now = server.clock.now()
    const { userId } = createTestInvestor(server.db, now)
    executeCommand(server.db, userId, deposit('first', '100.00'), now)
    // What a second process read before this one wrote the next deposit.
    const stale = readStoredAccount(server.db, userId)
    executeCommand(server.db, userId, deposit('second', '50.00'), now)
    const decided = decide(stale, deposit('late', '5.00'), now)
    if (!decided.ok) expect.fail('the late deposit was refused')
    // What the second process then writes: its event numbered after what it read, and the account row.
    const staleWrite = () =>
      server.db.transaction(() => {
        let state = stale
        let head = chainHeadOf(server.db, userId, stale)
        for (const event of decided.events) {
          state = evolve(state, event)
          head = appendEvent(server.db, userId, state.eventCount, event, head)
        }
        saveAccount(server.db, userId, stale, state, now)
      })()
    expect(staleWrite).toThrow(expect.objectContaining({ name: expect.stringMatching(/SqliteError|PostgresError/) }))
    try {
      staleWrite()
    } catch (error) {
      expect(isWriteConflict(error)).toBe(true)
    }
    expect(readStoredAccount(server.db, userId).eventCount).toBe(2)
    expect(Money.toText(readStoredAccount(server.db, userId).balances['stock.available'])).toBe('150.00')
  })

  it('is run once more as a whole unit by atomically; a second loss reaches the caller', async () => {
    const context = { config: server.config, db: server.db, now: server.clock.now }
    const { userId } = createTestInvestor(server.db, server.clock.now())
    let attempts = 0
    const losesOnce = () => {
      attempts += 1
      executeCommand(server.db, userId, deposit(`attempt-${attempts}`, '10.00'), server.clock.now())
      if (attempts === 1) throw new WriteConflictError('the test account')
      return { status: 0, msg: 'ok', data: attempts }
    }
    expect(await atomically(context, losesOnce)).toEqual({ status: 0, msg: 'ok', data: 2 })
    // The first attempt's deposit was rolled back with its unit: only the second one stands.
    expect(Money.toText(readStoredAccount(server.db, userId).balances['stock.available'])).toBe('10.00')
    const alwaysLoses = () => {
      throw new WriteConflictError('the test account')
    }
    await expect(atomically(context, alwaysLoses)).rejects.toThrow(WriteConflictError)
  })
  it('counts a duplicate key as a lost race: a number drawn without a look-up meeting a stored one is drawn again', async () => {
    const context = { config: server.config, db: server.db, now: server.clock.now }
    server.db.exec('CREATE TABLE drawn_numbers (sn TEXT PRIMARY KEY)')
    server.db.prepare('INSERT INTO drawn_numbers (sn) VALUES (?)').run('S1')
    const drawn: string[] = []
    // The first draw meets the stored number (as a position number drawn by an earlier process could).
    const draw = () => {
      const sn = drawn.length === 0 ? 'S1' : 'S2'
      drawn.push(sn)
      server.db.prepare('INSERT INTO drawn_numbers (sn) VALUES (?)').run(sn)
      return { status: 0, msg: 'ok', data: sn }
    }
    expect(await atomically(context, draw)).toEqual({ status: 0, msg: 'ok', data: 'S2' })
    expect(drawn).toEqual(['S1', 'S2'])
    expect(server.db.prepare('SELECT sn FROM drawn_numbers ORDER BY sn').all()).toEqual([{ sn: 'S1' }, { sn: 'S2' }])
  })
})
