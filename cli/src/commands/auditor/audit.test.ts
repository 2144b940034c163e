import Database from 'better-sqlite3'
import { Decimal } from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyLong, closePosition, investorToken, usStock } from '../../testing/investorActions.js'
import { signedInStaff, type TerminalUser } from '../../testing/runBuilt.js'
import {
  copyDatabase,
  demo,
  removeFolder,
  type ServerProcess,
  startServerProcess,
} from '../../testing/serverProcess.js'

// A real server with demo data; investor 1 buys, closes, and buys again; investor 2 buys once.
let server: ServerProcess
let auditor: TerminalUser
let closed: string
let open: string
let other: string
beforeAll(async () => {
  server = await startServerProcess()
  const stock = await usStock(server.url)
  const first = await investorToken(server.url, demo.investor, demo.investorPassword)
  closed = await buyLong(server.url, first, stock.id, '100')
  await closePosition(server.url, first, closed)
  open = await buyLong(server.url, first, stock.id, '200')
  const second = await investorToken(server.url, demo.otherInvestor, demo.investorPassword)
  other = await buyLong(server.url, second, stock.id, '300')
  auditor = await signedInStaff(server.url, 'auditor', demo.staffPassword, server.clock)
}, 240_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

interface AuditJson {
  readonly accountsAudited: number
  readonly events: number
  readonly chargesRecomputed: number
  readonly differences: number
  readonly accounts: ReadonlyArray<{
    phone: string
    differences: ReadonlyArray<{
      what: string
      stored: string
      recomputed: string
      event?: { seq: number; type: string }
    }>
  }>
}

describe('bourse audit on a consistent database', () => {
  it('replays one account and recomputes each charge of its two openings and its close: no difference', async () => {
    const text = await auditor.run(['audit', demo.investor])
    expect(text.exitCode, text.err).toBe(0)
    expect(text.out).toMatch(/^OK {4}9000000001 {2}events \d+/m)
    const json = await auditor.run(['audit', demo.investor, '--json'])
    const report = JSON.parse(json.out) as AuditJson
    // Each opening: margin, buy fee, stamp duty, spread, and the three charges as booked (7); the close: P&L, sell
    // fee, stay fees, released, and P&L, sell fee, stay fee as booked (7). Two openings and a close: 21.
    expect(report).toMatchObject({ accountsAudited: 1, chargesRecomputed: 21, differences: 0 })
  }, 60_000)

  it('streams every account with --all', async () => {
    const result = await auditor.run(['audit', '--all', '--json'])
    expect(result.exitCode, result.err).toBe(0)
    const report = JSON.parse(result.out) as AuditJson
    // Demo investors 1 and 2 (at least), investor 2's opening adds 7 checks to investor 1's 21.
    expect(report.accountsAudited).toBeGreaterThanOrEqual(2)
    expect(report.chargesRecomputed).toBe(28)
    expect(report.differences).toBe(0)
  }, 60_000)

  it('is refused to support (auditor and admin only) and needs a phone or --all', async () => {
    const support = await signedInStaff(server.url, 'support', demo.staffPassword, server.clock)
    const refused = await support.run(['audit', demo.investor])
    expect(refused.exitCode).toBe(1)
    expect(refused.err).toMatch(/^bourse: .+\n$/)
    expect(refused.err).not.toContain('    at ')
    expect((await auditor.run(['audit'])).exitCode).toBe(2)
    const both = await auditor.run(['audit', demo.investor, '--all'])
    expect([both.exitCode, both.err]).toEqual([2, 'bourse: give one phone number, or --all\n'])
  }, 60_000)
})

describe('bourse audit on a copy of the database with planted differences', () => {
  let copy: ServerProcess
  let balanceRow: { id: number; balance_after: string }
  let feeRow: { id: number; amount: string }
  let otherBuyFee: string

  beforeAll(async () => {
    await server.stop()
    const folder = copyDatabase(server.dataDir)
    const db = new Database(`${folder}/bourse.sqlite`)
    const userId = (phone: string) =>
      (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id
    const first = userId(demo.investor)
    db.exec('DROP TRIGGER IF EXISTS journal_append_only_update')
    // One paisa more in one stored balance: the last stock.available row of investor 1.
    balanceRow = db
      .prepare(
        "SELECT id, balance_after FROM journal WHERE user_id = ? AND balance = 'stock.available' ORDER BY id DESC LIMIT 1",
      )
      .get(first) as typeof balanceRow
    db.prepare('UPDATE journal SET balance_after = ? WHERE id = ?').run(
      new Decimal(balanceRow.balance_after).plus('0.01').toFixed(2),
      balanceRow.id,
    )
    // One paisa more charged: the buy fee of investor 1's closed position, as the journal books it.
    feeRow = db
      .prepare("SELECT id, amount FROM journal WHERE user_id = ? AND type = 'buyFee' AND reference = ?")
      .get(first, closed) as typeof feeRow
    db.prepare('UPDATE journal SET amount = ? WHERE id = ?').run(
      new Decimal(feeRow.amount).minus('0.01').toFixed(2),
      feeRow.id,
    )
    // A charge that is not the schedule's: investor 2's opening event says its buy fee was one paisa more.
    const event = db
      .prepare("SELECT seq, payload FROM events WHERE user_id = ? AND type = 'stockPositionOpened'")
      .get(userId(demo.otherInvestor)) as { seq: number; payload: string }
    const payload = JSON.parse(event.payload) as { quote: { buyFee: { $dec: string } } }
    otherBuyFee = payload.quote.buyFee.$dec
    payload.quote.buyFee.$dec = new Decimal(otherBuyFee).plus('0.01').toFixed(2)
    for (const { name } of db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'events'")
      .all() as { name: string }[])
      db.exec(`DROP TRIGGER ${name}`)
    db.prepare('UPDATE events SET payload = ? WHERE user_id = ? AND seq = ?').run(
      JSON.stringify(payload),
      userId(demo.otherInvestor),
      event.seq,
    )
    db.close()
    copy = await startServerProcess({}, folder)
    // An admin audits the copy: the copied database remembers the auditor's code of this 30 s step as used.
    auditor = await signedInStaff(copy.url, 'admin', demo.staffPassword, copy.clock)
  }, 240_000)
  afterAll(async () => {
    await copy?.stop()
    if (copy) removeFolder(copy.dataDir)
  })

  it('names the paisa in the balance and the paisa in the charge, with their events, and exits 1', async () => {
    const result = await auditor.run(['audit', demo.investor])
    expect(result.exitCode).toBe(1)
    expect(result.out).toMatch(/^DIFF {2}9000000001 /m)
    const storedFee = new Decimal(feeRow.amount).minus('0.01').toFixed(2)
    expect(result.out).toContain(
      `buyFee amount in journal row ${feeRow.id} (${closed}): stored ${storedFee}, recomputed ${feeRow.amount}`,
    )
    const storedBalance = new Decimal(balanceRow.balance_after).plus('0.01').toFixed(2)
    expect(result.out).toContain(
      `balance stock.available after journal row ${balanceRow.id}: stored ${storedBalance}, recomputed ${balanceRow.balance_after}`,
    )
    expect(result.out).toMatch(/event \d+ stockPositionOpened: buyFee amount in journal row/)
    expect(result.err).toMatch(/^bourse: the audit found \d+ differences\n$/)
  }, 60_000)

  it('recomputes a charge from the fee schedule and names the event that stored another', async () => {
    const result = await auditor.run(['audit', '--all', '--json'])
    expect(result.exitCode).toBe(1)
    const report = JSON.parse(result.out) as AuditJson
    const second = report.accounts.find((account) => account.phone === demo.otherInvestor)
    expect(second?.differences).toEqual([
      // The chain break is named first (the cause before its consequences): the event's hash was made over the
      // event as first written.
      expect.objectContaining({
        table: 'events',
        what: expect.stringMatching(
          /^events row \d+ was changed after it was written: its hash does not match its content$/,
        ),
      }),
      {
        phone: demo.otherInvestor,
        event: { seq: expect.any(Number), type: 'stockPositionOpened' },
        what: `buyFee of ${other}`,
        stored: new Decimal(otherBuyFee).plus('0.01').toFixed(2),
        recomputed: otherBuyFee,
      },
    ])
    expect(report.accounts.map((account) => account.phone)).toEqual([demo.investor, demo.otherInvestor])
    expect(open).not.toBe(closed)
  }, 60_000)
})
