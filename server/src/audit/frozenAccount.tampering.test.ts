import { Price, translate } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/sessions.js'
import { hashToken, newSessionToken } from '../auth/sessionToken.js'
import { capturedLog } from '../observability/testing/capturedLog.js'
import { investorWithHistory } from '../testing/auditScenario.js'
import { type AuditReport, runAuditor } from '../testing/runAuditor.js'
import { callStaff, createTestStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { plusPaisa, rewriteJson, withoutAppendOnly } from '../testing/tamper.js'
import { findUserByPhone } from '../users/usersRepository.js'

// A demo server (the start replays the demo investors' accounts while it seeds them): investor 9000000001 buys twice,
// 9000000002 once; then the two openings of the first are swapped in the events table and the snapshot of the second
// gets one paisa more, and the server starts again. Events of each demo account: 1 depositCredited, 2 fundsTransferred
// (index), 3 depositCredited, 4 transferFunds (futures), then the openings.
let server: TestServer
const swapped = '9000000001'
const snapshotted = '9000000002'
const log = capturedLog()
let stockId = ''

const signedIn = (target: TestServer, phone: string) => {
  const userId = findUserByPhone(target.db, phone)?.id as number
  const token = newSessionToken()
  createSession(target.db, hashToken(token), userId, target.clock.now())
  return { userId, token }
}

const buy = async (target: TestServer, token: string, shares: string) => {
  const response = await fetch(`${target.url}/prod-api/user/buy.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: token },
    body: new URLSearchParams({ stockId, buyNum: shares, buyType: '0', lever: '10' }).toString(),
  })
  return { http: response.status, ...((await response.json()) as { status: number; msg: string }) }
}

beforeAll(async () => {
  const first = await startTestServer(
    { BOURSE_DEMO: 'on', BOURSE_LOG_LEVEL: 'warn', BOURSE_CLOCK: '2026-11-24T02:00:00Z' },
    { logStream: capturedLog().stream },
  )
  const stock = first.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
  stockId = String(stock?.id)
  first.market.setPrice(stock?.code ?? '', Price.of('10.55'), first.clock.now())
  const one = signedIn(first, swapped)
  expect((await buy(first, one.token, '100')).status).toBe(0)
  expect((await buy(first, one.token, '200')).status).toBe(0)
  const two = signedIn(first, snapshotted)
  expect((await buy(first, two.token, '100')).status).toBe(0)

  // The two openings' rows swapped whole (content, links and hashes), their numbers kept.
  withoutAppendOnly(first, 'events', () => {
    const columns = 'type, command_id, at, payload, prev_hash, hash'
    const rowOf = (seq: number) =>
      first.db.prepare(`SELECT ${columns} FROM events WHERE user_id = ? AND seq = ?`).get(one.userId, seq) as Record<
        string,
        unknown
      >
    const [fifth, sixth] = [rowOf(5), rowOf(6)]
    const write = (seq: number, row: Record<string, unknown>) =>
      first.db
        .prepare(
          'UPDATE events SET type = ?, command_id = ?, at = ?, payload = ?, prev_hash = ?, hash = ? WHERE user_id = ? AND seq = ?',
        )
        .run(...(columns.split(', ').map((column) => row[column]) as never[]), one.userId, seq)
    write(5, sixth)
    write(6, fifth)
  })
  const snapshot = first.db.prepare('SELECT state FROM account_snapshots WHERE user_id = ?').get(two.userId) as {
    state: string
  }
  first.db.prepare('UPDATE account_snapshots SET state = ? WHERE user_id = ?').run(
    rewriteJson(snapshot.state, (value) => {
      value.balances['stock.available'] = { $dec: plusPaisa(value.balances['stock.available'].$dec) }
    }),
    two.userId,
  )
  server = await first.reopen({ logStream: log.stream })
}, 120_000)
afterAll(() => server?.close())

describe('a start over an account whose history does not add up (issue 34)', () => {
  it('starts, naming each frozen account with the event where its history stops adding up', () => {
    const adds = expect.stringMatching(/^journal entry \w+ \S+ says -?\d+(\.\d+)? but adds up to -?\d+(\.\d+)?$/)
    expect(server.frozenAtStart).toEqual([
      { userId: expect.any(Number), phone: swapped, seq: 5, eventType: 'stockPositionOpened', reason: adds },
      { userId: expect.any(Number), phone: snapshotted, seq: 2, eventType: 'fundsTransferred', reason: adds },
    ])
    const named = log.entries().filter((entry) => String(entry.msg).startsWith('account frozen'))
    expect(named.map((entry) => [entry.phone, entry.seq, entry.eventType])).toEqual([
      [swapped, 5, 'stockPositionOpened'],
      [snapshotted, 2, 'fundsTransferred'],
    ])
  })

  it('refuses the frozen account’s commands in the investor’s language, and serves everyone else', async () => {
    const { token } = signedIn(server, swapped)
    const refused = await buy(server, token, '100')
    expect(refused).toMatchObject({ http: 423, status: 1, msg: translate('accountFrozen', 'en') })
    const chinese = await fetch(`${server.url}/prod-api/user/buy.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: token, lang: 'zh-CN' },
      body: new URLSearchParams({ stockId, buyNum: '100', buyType: '0', lever: '10' }).toString(),
    })
    expect(((await chinese.json()) as { msg: string }).msg).toBe(translate('accountFrozen', 'zh-CN'))
    // Another investor trades, withdraws and is audited as usual; the risk loop passes over the frozen accounts.
    await investorWithHistory(server)
    expect(() => server.risk.runOnce(server.clock.now())).not.toThrow()
  }, 60_000)

  it('shows support why the account is frozen, and refuses (and audits) a staff action on it', async () => {
    const support = staffToken(server, 'support')
    const lookedUp = await callStaff<{ frozen?: { seq: number; type: string }; balances: Record<string, string> }>(
      server,
      support,
      'GET',
      '/users/lookup',
      { phone: swapped },
    )
    expect(lookedUp.status, lookedUp.msg).toBe(0)
    expect(lookedUp.data.frozen).toMatchObject({ seq: 5, type: 'stockPositionOpened' })
    expect(lookedUp.data.balances['stock.available']).toMatch(/^\d+\.\d{2}$/)
    const printed = await runAuditor(server, support, ['user', swapped])
    expect(printed.exitCode, printed.err).toBe(0)
    expect(printed.out).toContain(
      'FROZEN      its history does not add up at event 5 stockPositionOpened (journal entry',
    )

    // A change to a frozen account is refused as soon as it is proposed (the proposal already reads the account).
    const maker = createTestStaff(server, ['admin'])
    const proposed = await callStaff<{ id: number }>(server, maker.token, 'POST', '/adjustments/propose', {
      phone: swapped,
      account: 'stock',
      amount: '10.00',
      reason: 'goodwill',
    })
    const message = translate('accountFrozenStaff', 'en', { phone: swapped, seq: '5', type: 'stockPositionOpened' })
    expect([proposed.status, proposed.msg]).toEqual([1, message])
    const trail = server.db
      .prepare("SELECT outcome FROM staff_audit WHERE route = '/staff-api/adjustments/propose' ORDER BY id DESC")
      .get() as { outcome: string }
    expect(trail.outcome).toBe(`refused: ${message}`)
  }, 30_000)

  it('lets the auditor audit every account, the frozen ones named with what differs', async () => {
    const result = await runAuditor(server, staffToken(server, 'auditor'), ['audit', '--all', '--json'])
    expect(result.exitCode, result.err).toBe(1)
    const report = JSON.parse(result.out) as AuditReport
    const differencesOf = (phone: string) => report.accounts.find((account) => account.phone === phone)?.differences
    expect(differencesOf(swapped)?.[0]).toMatchObject({
      table: 'events',
      what: "events rows 5 and 6 are in each other's places (reordered)",
    })
    expect(differencesOf(snapshotted)).toContainEqual(
      expect.objectContaining({
        table: 'account_snapshots',
        what: `account_snapshots row ${snapshotted} balances.stock.available`,
      }),
    )
  }, 60_000)
})
