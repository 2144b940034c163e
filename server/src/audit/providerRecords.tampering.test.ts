import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuditedInvestor, investorWithHistory } from '../testing/auditScenario.js'
import { type AuditedDifference, type AuditReport, runAuditor } from '../testing/runAuditor.js'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { withoutAppendOnly } from '../testing/tamper.js'

// Each history: a sandbox recharge of 100 000 (the provider records what it collected), two positions, a pending
// order, a withdrawal of 2 000 (fee 19.00, received 1 981.00) under review, paid by finance for some investors.
let server: TestServer
let auditor: string
const names = ['paidCleanly', 'payoutRemoved', 'collectionRemoved', 'orphans', 'payoutReference'] as const
type Name = (typeof names)[number]
const investors: Partial<Record<Name, AuditedInvestor>> = {}
let report: AuditReport

const of = (name: Name) => investors[name] as AuditedInvestor
const differencesOf = (name: Name): readonly AuditedDifference[] =>
  report.accounts.find((account) => account.phone === of(name).phone)?.differences ?? []
const insertRecord = (kind: string, reference: string, userId: number, amount: string) =>
  server.db
    .prepare(
      `INSERT INTO provider_records (provider, kind, reference, user_id, amount, provider_reference, at)
       VALUES ('sandbox', ?, ?, ?, ?, ?, 0)`,
    )
    .run(kind, reference, userId, amount, `forged-${reference}`)

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  for (const name of names) investors[name] = await investorWithHistory(server)
  auditor = staffToken(server, 'auditor')
  const finance = staffToken(server, 'finance')
  for (const name of ['paidCleanly', 'payoutRemoved', 'payoutReference'] as const) {
    const paid = await callStaff(server, finance, 'POST', '/withdrawals/pay', { id: of(name).withdrawalId })
    if (paid.status !== 0) throw new Error(paid.msg)
  }
}, 60_000)
afterAll(() => server?.close())

describe('bourse audit reconciles money in and out with the payment provider’s own records', () => {
  it('pays a withdrawal through a payout instruction whose reference the withdrawal keeps', () => {
    const { withdrawalId } = of('paidCleanly')
    const payout = server.db
      .prepare("SELECT amount, provider_reference FROM provider_records WHERE kind = 'payout' AND reference = ?")
      .all(String(withdrawalId)) as { amount: string; provider_reference: string }[]
    expect(payout).toEqual([{ amount: '1981.00', provider_reference: expect.stringMatching(/^PO-\d+-[0-9a-f]{16}$/) }])
    const row = server.db
      .prepare('SELECT payout_reference FROM withdrawal_requests WHERE id = ?')
      .get(withdrawalId) as { payout_reference: string }
    expect(row.payout_reference).toBe(payout[0]?.provider_reference)
  })

  it('names deposits without a collection, paid withdrawals without a payout, and orphans on the provider side', async () => {
    withoutAppendOnly(server, 'provider_records', () => {
      server.db
        .prepare("DELETE FROM provider_records WHERE kind = 'payout' AND reference = ?")
        .run(String(of('payoutRemoved').withdrawalId))
      server.db
        .prepare("DELETE FROM provider_records WHERE kind = 'collected' AND reference = ?")
        .run(of('collectionRemoved').orderSn)
    })
    // Collected for an order nobody credited; paid out for a withdrawal still under review.
    insertRecord('collected', 'R-never-credited', of('orphans').userId, '5000.00')
    insertRecord('payout', String(of('orphans').withdrawalId), of('orphans').userId, '1981.00')
    // Collected for a customer id the brokerage has no investor for.
    insertRecord('collected', 'R-nobody', 987_654_321, '700.00')
    server.db
      .prepare("UPDATE withdrawal_requests SET payout_reference = 'PO-elsewhere' WHERE id = ?")
      .run(of('payoutReference').withdrawalId)

    const result = await runAuditor(server, auditor, ['audit', '--all', '--json'])
    expect(result.exitCode).toBe(1)
    report = JSON.parse(result.out) as AuditReport
    const provider = (name: Name, row: string, what: string, stored: string, recomputed: string | RegExp) =>
      expect.objectContaining({
        phone: of(name).phone,
        table: 'provider_records',
        row,
        what,
        stored,
        recomputed: typeof recomputed === 'string' ? recomputed : expect.stringMatching(recomputed),
      })
    expect(differencesOf('paidCleanly')).toEqual([])
    const removed = String(of('payoutRemoved').withdrawalId)
    expect(differencesOf('payoutRemoved')).toEqual([
      provider('payoutRemoved', removed, `paid withdrawal ${removed}: the provider paid nothing out`, '1981.00', '-'),
    ])
    const { orderSn } = of('collectionRemoved')
    expect(differencesOf('collectionRemoved')).toEqual([
      provider(
        'collectionRemoved',
        orderSn,
        `deposit for ${orderSn}: the provider collected nothing`,
        '100000.00',
        '-',
      ),
    ])
    const underReview = String(of('orphans').withdrawalId)
    expect(differencesOf('orphans')).toEqual([
      provider(
        'orphans',
        'R-never-credited',
        'the provider collected for R-never-credited (forged-R-never-credited): no deposit was credited',
        '-',
        '5000.00',
      ),
      provider(
        'orphans',
        underReview,
        `the provider paid out for withdrawal ${underReview} (forged-${underReview}): it is not a paid withdrawal`,
        '-',
        '1981.00',
      ),
    ])
    expect(report.unattributed).toEqual([
      {
        phone: '-',
        table: 'provider_records',
        row: 'R-nobody',
        what: 'the provider collected for R-nobody (forged-R-nobody) for customer 987654321, who is no investor',
        stored: '-',
        recomputed: '700.00',
      },
    ])
    const kept = String(of('payoutReference').withdrawalId)
    expect(differencesOf('payoutReference')).toEqual([
      provider('payoutReference', kept, `withdrawal ${kept} keeps another payout reference`, 'PO-elsewhere', /^PO-/),
    ])
  }, 30_000)
})
