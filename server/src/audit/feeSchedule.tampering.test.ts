import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuditedInvestor, investorWithHistory } from '../testing/auditScenario.js'
import { postForm } from '../testing/postForm.js'
import { type AuditReport, runAuditor } from '../testing/runAuditor.js'
import { changeMoneySetting, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { plusPaisa, rechain, rewriteJson, withoutAppendOnly } from '../testing/tamper.js'

// Each history at 02:00 (events 1 depositCredited, 2–3 stockPositionOpened, 4 stockPositionClosed,
// 5 pendingOrderPlaced, 6 withdrawalRequested of 2 000: fee 3 + 2 000 × 0.008 = 19.00); at 02:01 an admin pair sets
// withFeeSingle to 5, at 02:02 buyFee to 0.0005; at 02:03 investor `later` withdraws 1 000 (fee 5 + 8 = 13.00) and
// buys 100 at 10.55 again (buy fee 1 055 × 0.0005 = 0.53, where the old rate gave 0.32).
let server: TestServer
let auditor: string
let later: AuditedInvestor
let forged: AuditedInvestor
const at = (time: string) => Date.parse(`2026-11-24T${time}Z`)

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
  later = await investorWithHistory(server)
  forged = await investorWithHistory(server)
  auditor = staffToken(server, 'auditor')
  server.clock.set(at('02:01:00'))
  expect((await changeMoneySetting(server, 'withFeeSingle', '5')).status).toBe(0)
  server.clock.set(at('02:02:00'))
  expect((await changeMoneySetting(server, 'buyFee', '0.0005')).status).toBe(0)
  server.clock.set(at('02:03:00'))
  const withdrawn = await postForm<{ fee: string }>(server.url, '/user/withdraw/outMoney.do', later.token, {
    amt: '1000',
  })
  expect(withdrawn.status, withdrawn.msg).toBe(0)
  const stock = server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
  server.market.setPrice(stock?.code ?? '', Price.of('10.55'), server.clock.now())
  const bought = await postForm(server.url, '/user/buy.do', later.token, {
    stockId: String(stock?.id),
    buyNum: '100',
    buyType: '0',
    lever: '10',
  })
  expect(bought.status, bought.msg).toBe(0)
}, 60_000)
afterAll(() => server?.close())

const accountOf = (report: AuditReport, investor: AuditedInvestor) =>
  report.accounts.find((account) => account.phone === investor.phone)

describe('bourse audit prices every event with the fee schedule in force when it happened', () => {
  it('recomputes every charge before and after two fee-setting changes, from the values the trail keeps', async () => {
    const result = await runAuditor(server, auditor, ['audit', later.phone, '--json'])
    expect(result.exitCode, result.out).toBe(0)
    const report = JSON.parse(result.out) as AuditReport & { schedule: string }
    // The first history's 23 charges, the second withdrawal's fee (2) and the new opening's (7): none left out.
    expect(accountOf(report, later)).toMatchObject({ chargesRecomputed: 32, chargesNotRecomputed: 0, differences: [] })
    expect(report.schedule).toBe('bourse-standard v2')
    const text = await runAuditor(server, auditor, ['audit', later.phone])
    expect(text.out).not.toContain('journal only')
  }, 30_000)

  it('names a charge forged in an event made before the changes', async () => {
    // The first opening's quote says one paisa more buy fee than it booked; the chains are recomputed.
    const row = server.db.prepare('SELECT payload FROM events WHERE user_id = ? AND seq = 2').get(forged.userId) as {
      payload: string
    }
    let stored = ''
    withoutAppendOnly(server, 'events', () =>
      server.db.prepare('UPDATE events SET payload = ? WHERE user_id = ? AND seq = 2').run(
        rewriteJson(row.payload, (value) => {
          stored = plusPaisa(value.quote.buyFee.$dec)
          value.quote.buyFee = { $dec: stored }
        }),
        forged.userId,
      ),
    )
    rechain(server, forged.userId)
    const result = await runAuditor(server, auditor, ['audit', forged.phone, '--json'])
    expect(result.exitCode).toBe(1)
    const report = JSON.parse(result.out) as AuditReport
    expect(accountOf(report, forged)?.differences).toEqual([
      {
        phone: forged.phone,
        event: { seq: 2, type: 'stockPositionOpened' },
        what: expect.stringMatching(/^buyFee of S\d+$/),
        stored,
        recomputed: '0.32',
      },
    ])
  }, 30_000)
})
