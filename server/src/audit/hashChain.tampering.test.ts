import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuditedInvestor, investorWithHistory } from '../testing/auditScenario.js'
import { type AuditedDifference, type AuditReport, runAuditor } from '../testing/runAuditor.js'
import { staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { plusPaisa, rechain, withoutAppendOnly } from '../testing/tamper.js'
import { chainLegacyHistory } from './chainLegacyHistory.js'

// One investor per way of breaking history. Each history: events 1 depositCredited, 2–3 stockPositionOpened,
// 4 stockPositionClosed, 5 pendingOrderPlaced, 6 withdrawalRequested; 19 journal rows (lines 1–19).
let server: TestServer
let auditor: string
let folder: string
const investors: Record<string, AuditedInvestor> = {}
const names = [
  'deletedJournalRow',
  'insertedJournalRow',
  'reorderedJournalRows',
  'reorderedEvents',
  'movedEvents',
  'deletedEvent',
  'changedJournalAmount',
  'deletedLastEvent',
  'legacyIntact',
  'legacyChanged',
  'rewrittenBeforeCheckpoint',
  'clean',
] as const
type Name = (typeof names)[number]
let report: AuditReport

interface JournalRow {
  id: number
  line: number
}
const journalRows = (userId: number) =>
  (server.db.prepare('SELECT id, line FROM journal WHERE user_id = ? ORDER BY id').all(userId) as JournalRow[]).map(
    (row) => ({ id: Number(row.id), line: Number(row.line) }),
  )

const journalColumns =
  'user_id, event_seq, type, balance, amount, balance_after, reference, summary, at, line, prev_hash, hash'
const eventColumns = ['type', 'command_id', 'at', 'payload', 'prev_hash', 'hash']

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  for (const name of names) investors[name] = await investorWithHistory(server)
  auditor = staffToken(server, 'auditor')
  folder = mkdtempSync(join(tmpdir(), 'bourse-checkpoint-'))
}, 60_000)
afterAll(async () => {
  await server?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

const of = (name: Name) => investors[name] as AuditedInvestor
const differencesOf = (name: Name): readonly AuditedDifference[] =>
  report.accounts.find((account) => account.phone === of(name).phone)?.differences ?? []

describe('bourse audit checks the hash chains of every account', () => {
  it('exports a checkpoint (0600) whose root covers every account, and refuses a changed one', async () => {
    const file = join(folder, 'checkpoint.json')
    const taken = await runAuditor(server, auditor, ['audit', 'checkpoint', '--out', file, '--json'])
    expect(taken.exitCode, taken.err).toBe(0)
    const written = JSON.parse(readFileSync(file, 'utf8')) as { accounts: { phone: string; eventSeq: number }[] }
    expect(JSON.parse(taken.out)).toMatchObject({ accounts: written.accounts.length, root: expect.any(String) })
    expect(written.accounts.find((head) => head.phone === of('clean').phone)).toMatchObject({
      eventSeq: 6,
      journalLine: 19,
    })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const changed = join(folder, 'changed.json')
    writeFileSync(changed, readFileSync(file, 'utf8').replace('"eventSeq": 6', '"eventSeq": 5'))
    const refused = await runAuditor(server, auditor, ['audit', '--all', '--checkpoint', changed])
    // A changed checkpoint is a finding (exit 1), not a mistyped argument.
    expect([refused.exitCode, refused.err]).toEqual([
      1,
      `bourse: the checkpoint ${changed} was changed: its accounts do not give its root\n`,
    ])
    const toFolder = await runAuditor(server, auditor, ['audit', 'checkpoint', '--out', folder])
    expect([toFolder.exitCode, toFolder.err]).toEqual([
      2,
      `bourse: --out ${folder} is a folder: name the file, e.g. --out ${join(folder, 'checkpoint.json')}\n`,
    ])
    // The untouched accounts pass through their heads: the last test audits them against this file.
  }, 30_000)

  it('names each deleted, inserted, reordered or changed row exactly', async () => {
    const rowsOf = (name: Name) => journalRows(of(name).userId)
    // Journal line 5 deleted; line 5 copied in again as a new row; lines 3 and 4 swapped; line 7 one paisa less.
    const deleted = rowsOf('deletedJournalRow')[4] as JournalRow
    withoutAppendOnly(server, 'journal', () => {
      server.db.prepare('DELETE FROM journal WHERE id = ?').run(deleted.id)
      const copied = rowsOf('insertedJournalRow')[4] as JournalRow
      server.db
        .prepare(`INSERT INTO journal (${journalColumns}) SELECT ${journalColumns} FROM journal WHERE id = ?`)
        .run(copied.id)
      const [third, fourth] = rowsOf('reorderedJournalRows').slice(2, 4) as [JournalRow, JournalRow]
      swapRows('journal', 'id', third.id, fourth.id, journalColumns.split(', '))
      const changed = rowsOf('changedJournalAmount')[6] as JournalRow
      const amount = (
        server.db.prepare('SELECT amount FROM journal WHERE id = ?').get(changed.id) as { amount: string }
      ).amount
      server.db.prepare('UPDATE journal SET amount = ? WHERE id = ?').run(plusPaisa(amount), changed.id)
    })
    // Events 2 and 3 swapped; events 2 and 4 renumbered into each other's places; event 3 deleted; the last deleted.
    withoutAppendOnly(server, 'events', () => {
      const userId = of('reorderedEvents').userId
      swapRows('events', 'seq', 2, 3, eventColumns, `user_id = ${userId} AND`)
      const moved = of('movedEvents').userId
      const renumber = (from: number, to: number) =>
        server.db.prepare('UPDATE events SET seq = ? WHERE user_id = ? AND seq = ?').run(to, moved, from)
      renumber(2, 100)
      renumber(4, 2)
      renumber(100, 4)
      server.db.prepare('DELETE FROM events WHERE user_id = ? AND seq = 3').run(of('deletedEvent').userId)
      server.db.prepare('DELETE FROM events WHERE user_id = ? AND seq = 6').run(of('deletedLastEvent').userId)
    })

    const result = await runAuditor(server, auditor, ['audit', '--all', '--json'])
    expect(result.exitCode).toBe(1)
    report = JSON.parse(result.out) as AuditReport

    const journalBreak = (name: Name, row: string, what: string) =>
      expect.objectContaining({ phone: of(name).phone, table: 'journal', row, what })
    // The break in the chain first, what the replay then finds after it.
    expect(differencesOf('deletedJournalRow')).toEqual([
      journalBreak('deletedJournalRow', '6', 'journal line 5 missing between 4 and 6'),
      expect.objectContaining({ what: expect.stringMatching(/^journal row for \w+ \S+ is missing$/) }),
    ])
    const inserted = rowsOf('insertedJournalRow').at(-1) as JournalRow
    expect(differencesOf('insertedJournalRow')).toEqual([
      journalBreak(
        'insertedJournalRow',
        String(inserted.id),
        `journal line 5 appears twice: row ${inserted.id} was inserted`,
      ),
      expect.objectContaining({ journalRow: inserted.id, what: `journal row ${inserted.id} has no event` }),
    ])
    expect(differencesOf('reorderedJournalRows')).toContainEqual(
      journalBreak('reorderedJournalRows', '4', "journal lines 3 and 4 are in each other's places (reordered)"),
    )
    const changed = rowsOf('changedJournalAmount')[6] as JournalRow
    expect(differencesOf('changedJournalAmount')).toContainEqual(
      journalBreak(
        'changedJournalAmount',
        String(changed.id),
        `journal line 7 (row ${changed.id}) was changed after it was written: its hash does not match its content`,
      ),
    )
    // One reordering is one break of the chain, named first, before the replay's consequences.
    const chainBreaks = (name: Name) => differencesOf(name).filter((difference) => difference.table === 'events')
    expect(chainBreaks('reorderedEvents')).toEqual([
      expect.objectContaining({ row: '2', what: "events rows 2 and 3 are in each other's places (reordered)" }),
    ])
    expect(differencesOf('reorderedEvents')[0]).toEqual(chainBreaks('reorderedEvents')[0])
    expect(chainBreaks('movedEvents')).toEqual([
      expect.objectContaining({ row: '2', what: "events rows 2 and 4 are in each other's places (reordered)" }),
    ])
    expect(differencesOf('movedEvents')[0]).toEqual(chainBreaks('movedEvents')[0])
    // A deleted event: its cause first, then the replay that stops and the journal rows left without their event.
    expect(differencesOf('deletedEvent')[0]).toEqual(
      expect.objectContaining({ table: 'events', row: '4', what: 'events row 3 missing between 2 and 4' }),
    )
    expect(
      differencesOf('deletedEvent')
        .slice(1)
        .map((difference) => difference.what),
    ).toEqual([
      'events row 4 is out of sequence: the replay stops there',
      // Events 3–6's journal rows (the second opening, the close, the reservation, the withdrawal).
      ...Array.from({ length: 13 }, () => expect.stringMatching(/^journal row \d+ has no event$/)),
    ])
    // The tail of a chain has nothing after it to break: the account row's event count and the orphaned journal
    // rows name the deletion.
    expect(differencesOf('deletedLastEvent')).toContainEqual(
      expect.objectContaining({
        what: `accounts row ${of('deletedLastEvent').phone} event_count`,
        stored: '6',
        recomputed: '5',
      }),
    )
    expect(differencesOf('clean')).toEqual([])
  }, 30_000)

  it('chains the rows written before the chains once, against an anchor, and names a change among them', async () => {
    for (const name of ['legacyIntact', 'legacyChanged'] as const) {
      const { userId } = of(name)
      withoutAppendOnly(server, 'events', () =>
        server.db.prepare('UPDATE events SET prev_hash = NULL, hash = NULL WHERE user_id = ?').run(userId),
      )
      withoutAppendOnly(server, 'journal', () =>
        server.db
          .prepare('UPDATE journal SET line = NULL, prev_hash = NULL, hash = NULL WHERE user_id = ?')
          .run(userId),
      )
    }
    server.db.prepare('UPDATE history_chain_legacy SET chained_at = NULL WHERE id = 1').run()
    expect(chainLegacyHistory(server.db, server.clock.now())).toBe(2)
    expect(chainLegacyHistory(server.db, server.clock.now())).toBe(0)
    const changed = journalRows(of('legacyChanged').userId)[1] as JournalRow
    withoutAppendOnly(server, 'journal', () =>
      server.db.prepare("UPDATE journal SET reference = 'forged' WHERE id = ?").run(changed.id),
    )
    const result = await runAuditor(server, auditor, ['audit', '--all', '--json'])
    report = JSON.parse(result.out) as AuditReport
    expect(differencesOf('legacyIntact')).toEqual([])
    expect(differencesOf('legacyChanged')).toContainEqual(
      expect.objectContaining({
        table: 'journal',
        what: 'journal lines 1–19, written before the chains, do not match their anchor: changed, inserted or removed',
      }),
    )
  }, 30_000)

  it('detects with the checkpoint a rewrite made before it, even with every hash recomputed', async () => {
    const file = join(folder, 'checkpoint.json')
    const { userId, phone } = of('rewrittenBeforeCheckpoint')
    // The first event's time moved by a second, then the chains recomputed: nothing else disagrees.
    withoutAppendOnly(server, 'events', () =>
      server.db.prepare('UPDATE events SET at = at + 1000 WHERE user_id = ? AND seq = 1').run(userId),
    )
    rechain(server, userId)
    const without = await runAuditor(server, auditor, ['audit', phone, '--json'])
    expect(without.exitCode, without.out).toBe(0)
    const result = await runAuditor(server, auditor, ['audit', '--all', '--checkpoint', file, '--json'])
    expect(result.exitCode).toBe(1)
    report = JSON.parse(result.out) as AuditReport
    expect(differencesOf('rewrittenBeforeCheckpoint')).toEqual([
      expect.objectContaining({
        table: 'events',
        row: '6',
        what: 'events row 6 is not the one in the checkpoint: history before it was rewritten',
      }),
    ])
    expect(differencesOf('clean')).toEqual([])
  }, 30_000)
})

/** Swaps every listed column of two rows (their keys stay), as if the two had been written in the other order. */
const swapRows = (table: string, key: string, a: number, b: number, columns: readonly string[], scope = '') => {
  const read = (id: number) =>
    server.db.prepare(`SELECT ${columns.join(', ')} FROM ${table} WHERE ${scope} ${key} = ?`).get(id) as Record<
      string,
      unknown
    >
  const first = read(a)
  const second = read(b)
  const write = (id: number, row: Record<string, unknown>) =>
    server.db
      .prepare(`UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${scope} ${key} = ?`)
      .run(...(columns.map((column) => row[column]) as never[]), id)
  write(a, second)
  write(b, first)
}
