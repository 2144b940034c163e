import { Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { recordProviderEntry } from '../payments/providerRecords.js'
import { type AuditedInvestor, investorWithHistory } from '../testing/auditScenario.js'
import { type AuditReport, runAuditor } from '../testing/runAuditor.js'
import { staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { plusPaisa, rechain, rewriteJson, withoutAppendOnly } from '../testing/tamper.js'

// One server, one investor per class of tampering (each with the same history: a paid recharge, two positions, one
// closed, a pending order, a withdrawal under review), one clean investor; then one `bourse audit --all --json`.
// Events of each history: 1 depositCredited, 2–3 stockPositionOpened, 4 stockPositionClosed, 5 pendingOrderPlaced,
// 6 withdrawalRequested.
let server: TestServer
let auditor: string
const investors: Record<string, AuditedInvestor> = {}
const originals: Record<string, string> = {}
let report: AuditReport

const tampered = [
  'balancesRow',
  'snapshot',
  'undecodableSnapshot',
  'openPosition',
  'closedPosition',
  'pendingOrder',
  'withdrawal',
  'forgedDeposit',
  'depositWithoutOrder',
  'clean',
] as const

const one = <T>(sql: string, ...values: unknown[]): T => server.db.prepare(sql).get(...(values as never[])) as T
const run = (sql: string, ...values: unknown[]) => server.db.prepare(sql).run(...(values as never[]))
const dec = (text: string) => ({ $dec: text })
/** An amount as the audit writes it, with its 2 decimals (the codec stores `211` for 211.00). */
const twoPlaces = (text: string) => Money.toText(Money.of(text))

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  for (const name of tampered) investors[name] = await investorWithHistory(server)
  auditor = staffToken(server, 'auditor')
}, 60_000)
afterAll(() => server?.close())

const differencesOf = (name: (typeof tampered)[number]) =>
  report.accounts.find((account) => account.phone === investors[name]?.phone)?.differences

describe('bourse audit reconciles every stored figure with the replay', () => {
  it('finds nothing on the untouched database and lists every account it checked with its counts', async () => {
    // On two worker threads (the tampered run below uses the default: this thread on a 2-core machine).
    const result = await runAuditor(server, auditor, ['audit', '--all', '--json', '--workers', '2'])
    expect(result.exitCode, result.err).toBe(0)
    const clean = JSON.parse(result.out) as AuditReport
    expect(clean.differences).toBe(0)
    expect(clean.accounts.map((account) => account.phone)).toEqual(tampered.map((name) => investors[name]?.phone))
    // Journal: the deposit, each opening's margin (2 rows) and three charges, the close, the reservation, and the
    // withdrawal's amount and fee: 19 rows.
    expect(clean.accounts[0]).toMatchObject({ events: 6, journalRows: 19, differences: [] })
  }, 30_000)

  it('names each tampered figure by account, table, row, stored and recomputed value and diverging event', async () => {
    const { balancesRow, snapshot, undecodableSnapshot, openPosition, closedPosition, pendingOrder, withdrawal } =
      investors as Record<(typeof tampered)[number], AuditedInvestor>

    // The balance the investor sees, one paisa more.
    const balances = one<{ balances: string }>('SELECT balances FROM accounts WHERE user_id = ?', balancesRow.userId)
    run(
      'UPDATE accounts SET balances = ? WHERE user_id = ?',
      rewriteJson(balances.balances, (value) => {
        originals.balance = value['stock.available'].$dec
        value['stock.available'] = dec(plusPaisa(originals.balance as string))
      }),
      balancesRow.userId,
    )
    // The snapshot the server decides against, one paisa more; another one not JSON at all.
    const state = one<{ state: string }>('SELECT state FROM account_snapshots WHERE user_id = ?', snapshot.userId)
    run(
      'UPDATE account_snapshots SET state = ? WHERE user_id = ?',
      rewriteJson(state.state, (value) => {
        originals.snapshot = value.balances['stock.available'].$dec
        value.balances['stock.available'] = dec(plusPaisa(originals.snapshot as string))
      }),
      snapshot.userId,
    )
    run('UPDATE account_snapshots SET state = \'{"balances": \' WHERE user_id = ?', undecodableSnapshot.userId)
    // An open position's margin, a closed position's P&L, a pending order's frozen margin, a withdrawal's amount.
    const positionData = (sn: string) =>
      one<{ data: string }>('SELECT data FROM positions WHERE position_sn = ?', sn).data
    run(
      'UPDATE positions SET data = ? WHERE position_sn = ?',
      rewriteJson(positionData(openPosition.openSn), (value) => {
        originals.margin = value.position.margin.$dec
        value.position.margin = dec(plusPaisa(originals.margin as string))
      }),
      openPosition.openSn,
    )
    run(
      'UPDATE positions SET data = ? WHERE position_sn = ?',
      rewriteJson(positionData(closedPosition.closedSn), (value) => {
        originals.pnl = value.settlement.pnl.$dec
        value.settlement.pnl = dec(plusPaisa(originals.pnl as string))
      }),
      closedPosition.closedSn,
    )
    const order = one<{ data: string }>('SELECT data FROM pending_orders WHERE id = ?', pendingOrder.pendingOrderId)
    run(
      'UPDATE pending_orders SET data = ? WHERE id = ?',
      rewriteJson(order.data, (value) => {
        originals.reservation = value.reservation.margin.$dec
        value.reservation.margin = dec(plusPaisa(originals.reservation as string))
      }),
      pendingOrder.pendingOrderId,
    )
    run("UPDATE withdrawal_requests SET amount = '2000.01' WHERE id = ?", withdrawal.withdrawalId)
    forgeDepositConsistently(investors.forgedDeposit as AuditedInvestor)
    forgeDepositWithoutOrder(investors.depositWithoutOrder as AuditedInvestor)

    const result = await runAuditor(server, auditor, ['audit', '--all', '--json'])
    expect(result.exitCode).toBe(1)
    expect(result.err).toMatch(/^bourse: the audit found \d+ differences\n$/)
    report = JSON.parse(result.out) as AuditReport

    const at = (seq: number, type: string) => ({ seq, type })
    expect(differencesOf('balancesRow')).toEqual([
      {
        phone: balancesRow.phone,
        table: 'accounts',
        row: balancesRow.phone,
        what: `accounts row ${balancesRow.phone} stock.available`,
        stored: plusPaisa(originals.balance as string),
        recomputed: twoPlaces(originals.balance as string),
        event: at(6, 'withdrawalRequested'),
      },
    ])
    expect(differencesOf('snapshot')).toEqual([
      {
        phone: snapshot.phone,
        table: 'account_snapshots',
        row: snapshot.phone,
        what: `account_snapshots row ${snapshot.phone} balances.stock.available`,
        stored: '100000.01',
        recomputed: twoPlaces(originals.snapshot as string),
        event: at(1, 'depositCredited'),
      },
    ])
    expect(differencesOf('undecodableSnapshot')).toEqual([
      expect.objectContaining({
        table: 'account_snapshots',
        what: `account_snapshots row ${undecodableSnapshot.phone} state cannot be decoded`,
        stored: '{"balances": ',
      }),
    ])
    expect(differencesOf('openPosition')).toEqual([
      expect.objectContaining({
        table: 'positions',
        row: openPosition.openSn,
        what: `positions row ${openPosition.openSn} position.margin`,
        stored: plusPaisa(originals.margin as string),
        recomputed: twoPlaces(originals.margin as string),
        event: at(3, 'stockPositionOpened'),
      }),
    ])
    expect(differencesOf('closedPosition')).toEqual([
      expect.objectContaining({
        what: `positions row ${closedPosition.closedSn} settlement.pnl`,
        stored: plusPaisa(originals.pnl as string),
        recomputed: twoPlaces(originals.pnl as string),
        event: at(4, 'stockPositionClosed'),
      }),
    ])
    expect(differencesOf('pendingOrder')).toEqual([
      expect.objectContaining({
        what: `pending_orders row ${pendingOrder.pendingOrderId} reservation.margin`,
        stored: plusPaisa(originals.reservation as string),
        recomputed: twoPlaces(originals.reservation as string),
        event: at(5, 'pendingOrderPlaced'),
      }),
    ])
    // 2 000 withdrawn: fee 3 + 2 000 × 0.008 = 19.00, received 1 981.00.
    const row = String(withdrawal.withdrawalId)
    expect(differencesOf('withdrawal')).toEqual([
      expect.objectContaining({
        what: `withdrawal_requests row ${row} amount`,
        stored: '2000.01',
        recomputed: '2000.00',
      }),
      expect.objectContaining({
        what: `withdrawal_requests row ${row} received`,
        stored: '1981.01',
        recomputed: '1981.00',
        event: at(6, 'withdrawalRequested'),
      }),
    ])
    // Events, journal, chains, snapshot and balances agree with each other: the recharge order and the provider's
    // own record of what it collected disagree.
    const forged = investors.forgedDeposit as AuditedInvestor
    expect(differencesOf('forgedDeposit')).toEqual([
      {
        phone: forged.phone,
        table: 'recharge_orders',
        row: forged.orderSn,
        what: `recharge_orders row ${forged.orderSn} amount`,
        stored: '100000.00',
        recomputed: '100000.01',
        event: at(1, 'depositCredited'),
      },
      {
        phone: forged.phone,
        table: 'provider_records',
        row: forged.orderSn,
        what: expect.stringMatching(
          new RegExp(
            `^deposit for ${forged.orderSn}: the provider collected another amount \\(CO-\\d+-[0-9a-f]{16}\\)$`,
          ),
        ),
        stored: '100000.01',
        recomputed: '100000.00',
        event: at(1, 'depositCredited'),
      },
    ])
    // A deposit booked through the engine (event, journal, chains, balances agree) with the provider's rows of a
    // collection asked and made, but no recharge order: the deposit names the order it lacks.
    expect(differencesOf('depositWithoutOrder')).toEqual([
      {
        phone: investors.depositWithoutOrder?.phone,
        table: 'recharge_orders',
        row: 'R-forged',
        what: 'depositCredited for R-forged has no paid recharge order',
        stored: '-',
        recomputed: '5000.00',
        event: at(7, 'depositCredited'),
      },
    ])
    expect(differencesOf('clean')).toEqual([])
  }, 30_000)

  it('`bourse audit <phone>` reports the same differences as --all for that account', async () => {
    for (const name of ['withdrawal', 'undecodableSnapshot'] as const) {
      const result = await runAuditor(server, auditor, ['audit', investors[name]?.phone as string, '--json'])
      expect(result.exitCode).toBe(1)
      const single = JSON.parse(result.out) as AuditReport
      expect(single.accounts[0]?.differences).toEqual(differencesOf(name))
    }
    const text = await runAuditor(server, auditor, ['audit', investors.withdrawal?.phone as string])
    expect(text.out).toContain(
      `withdrawal_requests row ${investors.withdrawal?.withdrawalId} amount: stored 2000.01, recomputed 2000.00 (diverges after event 6 withdrawalRequested)`,
    )
  }, 30_000)
})

/**
 * A deposit of 5 000 forged by someone who can write the database and runs the engine's own command: the event and
 * its journal row chained after the head, the balances row, and the provider's records of a collection asked and
 * collected — everything but a recharge order.
 */
const forgeDepositWithoutOrder = (investor: AuditedInvestor) => {
  const amount = Money.of('5000.00')
  const now = server.clock.now()
  const forged = { type: 'creditDeposit', id: 'forged-deposit', rechargeId: 'R-forged', amount } as const
  if (!executeCommand(server.db, investor.userId, forged, now).ok) throw new Error('the forged deposit was refused')
  for (const kind of ['collectionAsked', 'collected'] as const)
    recordProviderEntry(
      server.db,
      { provider: 'sandbox', kind, reference: 'R-forged', userId: investor.userId, amount },
      now,
    )
}

/**
 * A deposit one paisa larger than the order the provider collected, forged consistently everywhere the brokerage
 * keeps it: the event (amount, journal), every later event's and journal row's stock balance after, the hash
 * chains, the snapshot and the balances row.
 */
const forgeDepositConsistently = (investor: AuditedInvestor) => {
  const shift = (entry: { balance: string; balanceAfter: { $dec: string } }) => {
    if (entry.balance === 'stock.available') entry.balanceAfter = dec(plusPaisa(entry.balanceAfter.$dec))
  }
  withoutAppendOnly(server, 'events', () => {
    const events = server.db
      .prepare('SELECT seq, type, payload FROM events WHERE user_id = ?')
      .all(investor.userId) as { seq: number; type: string; payload: string }[]
    for (const event of events)
      run(
        'UPDATE events SET payload = ? WHERE user_id = ? AND seq = ?',
        rewriteJson(event.payload, (value) => {
          if (event.type === 'depositCredited') {
            value.amount = dec(plusPaisa(value.amount.$dec))
            value.journal[0].amount = dec(plusPaisa(value.journal[0].amount.$dec))
          }
          for (const entry of value.journal) shift(entry)
        }),
        investor.userId,
        event.seq,
      )
  })
  withoutAppendOnly(server, 'journal', () => {
    const rows = server.db
      .prepare("SELECT id, type, amount, balance_after FROM journal WHERE user_id = ? AND balance = 'stock.available'")
      .all(investor.userId) as { id: number; type: string; amount: string; balance_after: string }[]
    for (const row of rows)
      run(
        'UPDATE journal SET amount = ?, balance_after = ? WHERE id = ?',
        row.type === 'deposit' ? plusPaisa(row.amount) : row.amount,
        plusPaisa(row.balance_after),
        row.id,
      )
  })
  rechain(server, investor.userId)
  for (const [table, column] of [
    ['account_snapshots', 'state'],
    ['accounts', 'balances'],
  ] as const) {
    const text = one<Record<string, string>>(`SELECT ${column} FROM ${table} WHERE user_id = ?`, investor.userId)[
      column
    ] as string
    run(
      `UPDATE ${table} SET ${column} = ? WHERE user_id = ?`,
      rewriteJson(text, (value) => {
        const balances = table === 'accounts' ? value : value.balances
        balances['stock.available'] = dec(plusPaisa(balances['stock.available'].$dec))
      }),
      investor.userId,
    )
  }
}
