import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Money, Price, Wallet } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Instrument } from '../market/Instrument.js'
import { seedHolders } from '../risk/testing/seedHolders.js'
import { buyAtMarket, confirmAddress, fundInvestor, jobsOf, usStockOf } from '../testing/documentsTesting.js'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { ensurePdfTools, opensWithoutPassword, pdfText, qpdfChecks, signatureVerdict } from './testing/pdfTools.js'

// Monday 2026-11-23 10:00 in Shanghai: the note's day is 2026-11-23.
const mondayTen = '2026-11-23T02:00:00Z'
const day = '2026-11-23'

/** The charges the journal stored for the investor's fills of the day, as their exact sum. */
const storedCharges = (server: TestServer, investor: TestInvestor) =>
  Money.sum(
    (
      server.db
        .prepare(
          `SELECT amount FROM journal WHERE user_id = ? AND type IN ('buyFee', 'stampDuty', 'spread', 'sellFee', 'stayFee', 'contractFee')`,
        )
        .all(investor.userId) as { amount: string }[]
    ).map((row) => Money.of(row.amount)),
  )

describe('contract notes of a trading day (DECISIONS §27)', () => {
  let server: TestServer
  let stock: Instrument
  beforeAll(async () => {
    ensurePdfTools()
    server = await startTestServer({ BOURSE_CLOCK: mondayTen, BOURSE_SMTP_URL: 'sink' })
    stock = usStockOf(server)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
  })
  afterAll(() => server.close())

  it('issues one signed, protected note per investor with a fill, stating the journal exactly, mailed once', async () => {
    const trader = createTestInvestor(server.db, server.clock.now())
    const unaddressed = createTestInvestor(server.db, server.clock.now())
    const depositOnly = createTestInvestor(server.db, server.clock.now())
    for (const investor of [trader, unaddressed, depositOnly]) fundInvestor(server, investor, '100000')
    confirmAddress(server.db, trader.userId, 'trader@example.invalid', server.clock.now())
    confirmAddress(server.db, depositOnly.userId, 'deposit@example.invalid', server.clock.now())
    const long = await buyAtMarket(server, trader, stock, '0')
    await buyAtMarket(server, trader, stock, '1')
    server.market.setPrice(stock.code, Price.of('10.80'), server.clock.now())
    const sold = await postForm(server.url, '/user/sell.do', trader.token, { positionSn: long })
    expect(sold.status).toBe(0)
    await buyAtMarket(server, unaddressed, stock, '0')

    server.documents.runner.request('note', day, 'test')
    await server.documents.runner.runOnce()

    const jobs = jobsOf(server.db, 'note', day)
    expect(jobs.map((job) => [job.userId, job.stage, job.failure])).toEqual([
      [trader.userId, 'sent', null],
      [unaddressed.userId, 'kept', null],
    ])
    const traderJob = jobs[0] as (typeof jobs)[number]
    const file = join(server.config.dataDir, traderJob.file as string)
    // Three fills: two opens and one close; every charge the journal stored, to the paisa.
    const summary = JSON.parse(traderJob.summary as string)
    expect(summary.trades).toBe(3)
    expect(summary.charges).toBe(Money.toText(storedCharges(server, trader)))
    const text = pdfText(file, trader.phone)
    expect(text).toContain('Contract note')
    expect(text).toContain(day)
    expect((text.match(/Open long|Open short|Close long/g) ?? []).length).toBe(3)
    expect(text).toContain(Money.format(storedCharges(server, trader)))
    expect(text).toContain(`****${trader.phone.slice(-4)}`)
    expect(text).not.toContain(trader.phone)

    expect(signatureVerdict(file, trader.phone)).toBe('Signature is Valid.')
    expect(qpdfChecks(file, trader.phone)).toBe(true)
    expect(opensWithoutPassword(file)).toBe(false)
    const bytes = readFileSync(file)
    const changed = Buffer.from(bytes)
    const at = bytes.indexOf('/Type /Page ') + 7
    changed[at] = 'Q'.charCodeAt(0)
    const tampered = join(server.config.dataDir, 'tampered.pdf')
    writeFileSync(tampered, changed)
    expect(signatureVerdict(tampered, trader.phone)).not.toBe('Signature is Valid.')

    const mailed = server.documents.sink?.records() ?? []
    expect(mailed.map((record) => [record.to, record.messageId])).toEqual([
      ['trader@example.invalid', `<note.${day}.${trader.userId}.0@bourse.invalid>`],
    ])
    const eml = readFileSync(join(server.config.dataDir, 'mail-sink', mailed[0]?.file as string), 'latin1')
    const attachment = /Content-Transfer-Encoding: base64\r\n(?:.*\r\n)*?\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      eml.slice(eml.indexOf('application/pdf')),
    )?.[1]
    expect(Buffer.from(attachment ?? '', 'base64').equals(bytes)).toBe(true)

    // A second request redoes nothing: the note stays as issued and is not mailed again.
    server.documents.runner.request('note', day, 'test')
    await server.documents.runner.runOnce()
    expect(server.documents.sink?.records().length).toBe(1)
    expect(readFileSync(file).equals(bytes)).toBe(true)
  })

  it('a note of 2 000 trades runs over pages, every trade listed', async () => {
    const [userId = 0] = seedHolders(
      server.db,
      server.market,
      { count: 1, positionsEach: 2000, deposit: '100000000', firstPhone: 9_600_000_000, stocks: [stock] },
      server.clock.now(),
    )
    server.documents.runner.request('note', day, 'test')
    await server.documents.runner.runOnce()
    const job = jobsOf(server.db, 'note', day).find((row) => row.userId === userId)
    expect([job?.stage, JSON.parse(job?.summary ?? '{}').trades]).toEqual(['kept', 2000])
    const phone = (server.db.prepare('SELECT phone FROM users WHERE id = ?').get(userId) as { phone: string }).phone
    const text = pdfText(join(server.config.dataDir, job?.file as string), phone)
    expect((text.match(/Open long/g) ?? []).length).toBe(2000)
    // Three lines a trade (one per charge), about 27 trades a page: the last page says so of itself.
    expect(Number(/Page (\d+) of \1\b/.exec(text)?.[1])).toBeGreaterThan(50)
  })

  it("a month's statement states every movement; its balances are the ledger bridge's", async () => {
    server.documents.runner.request('statement', '2026-11', 'test')
    await server.documents.runner.runOnce()
    const statements = jobsOf(server.db, 'statement', '2026-11')
    expect(statements.length).toBeGreaterThan(0)
    for (const job of statements) {
      const rows = server.db
        .prepare(
          'SELECT id, type, balance, amount, balance_after AS after, at FROM journal WHERE user_id = ? ORDER BY id',
        )
        .all(job.userId) as { id: number; type: string; balance: string; amount: string; after: string; at: number }[]
      const bridge = Wallet.ledgerBridge(
        rows.map((row) => ({
          deType: row.type,
          deAmt: Money.of(row.amount),
          afterAmt: Money.of(row.after),
          balance: row.balance,
          addTime: Number(row.at),
          id: Number(row.id),
        })),
      )
      const summary = JSON.parse(job.summary ?? '{}')
      expect([summary.opening, summary.closing, summary.lines]).toEqual([
        '0.00',
        Money.toText(bridge.closing),
        rows.length,
      ])
    }
  })
})
