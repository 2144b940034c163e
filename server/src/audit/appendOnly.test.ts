import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { investorWithHistory } from '../testing/auditScenario.js'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'

// Every table that holds history refuses to change or lose a row, on SQLite and on PostgreSQL (DECISIONS §16, §23).
const historyTables = [
  'events',
  'journal',
  'staff_audit',
  'kyc_reviews',
  'bank_card_changes',
  'provider_records',
  'history_chain_anchors',
  'payment_notifications',
  'strong_buy_lotteries',
  'sms_outbox',
  'audit_log',
] as const

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  const investor = await investorWithHistory(server)
  // An audited look-up, so the staff trail has a row too.
  await callStaff(server, staffToken(server, 'support'), 'GET', '/users/lookup', { phone: investor.phone })
}, 60_000)
afterAll(() => server?.close())

const isPostgres = () => server.config.databaseUrl !== undefined

const triggersOf = (table: string): string[] =>
  (
    (isPostgres()
      ? server.db
          .prepare(
            `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
             WHERE c.relname = ? AND NOT t.tgisinternal`,
          )
          .all(table)
      : server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?").all(table)) as {
      name: string
    }[]
  ).map((row) => row.name)

describe('append-only history', () => {
  it('has triggers refusing updates and deletes on every history table', () => {
    for (const table of historyTables)
      expect(triggersOf(table), table).toEqual(
        expect.arrayContaining([`${table}_append_only_update`, `${table}_append_only_delete`]),
      )
  })

  it('refuses to update or delete a stored row of each history table that has one', () => {
    const firstRow = (table: string) =>
      server.db.prepare(`SELECT * FROM ${table} LIMIT 1`).get() as Record<string, unknown> | undefined
    const withRows = historyTables.filter((table) => firstRow(table) !== undefined)
    expect(withRows).toEqual(
      expect.arrayContaining(['events', 'journal', 'staff_audit', 'bank_card_changes', 'provider_records']),
    )
    for (const table of withRows) {
      const column = Object.keys(firstRow(table) ?? {}).find((name) => name !== 'rowid' && name !== 'id')
      expect(() => server.db.prepare(`UPDATE ${table} SET ${column} = ${column}`).run(), table).toThrow(/append-only/)
      expect(() => server.db.prepare(`DELETE FROM ${table}`).run(), table).toThrow(/append-only/)
    }
  })
})
