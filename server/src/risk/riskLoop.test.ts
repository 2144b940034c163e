import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Money, Price } from '@bourse/core'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAccount } from '../accounts/accountRepository.js'
import { executeCommand } from '../accounts/executeCommand.js'
import { readConfig } from '../config.js'
import { historyLengthOf } from '../market/historyLength.js'
import type { Instrument } from '../market/Instrument.js'
import type { MarketService } from '../market/MarketService.js'
import { openBourse } from '../openBourse.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'

const usStock = (market: MarketService): Instrument =>
  market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()

const fund = (db: SqlConnection, investor: TestInvestor, now: number) =>
  executeCommand(
    db,
    investor.userId,
    {
      type: 'creditDeposit',
      id: `deposit:${investor.userId}`,
      rechargeId: `r${investor.userId}`,
      amount: Money.of('100000'),
    },
    now,
  )

const available = (db: SqlConnection, investor: TestInvestor) =>
  loadAccount(db, investor.userId).balances['stock.available'].toFixed(2)

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

describe('the risk loop', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  it('runs on every market tick in a started Bourse: a take-profit closes as soon as the price reaches it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bourse-risk-'))
    const config = readConfig(
      { BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, BOURSE_CLOCK: '2026-11-23T02:00:00Z', PORT: '0' },
      process.cwd(),
    )
    const bourse = await openBourse(config, historyLengthOf('off'))
    cleanups.push(async () => {
      await bourse.close()
      rmSync(dataDir, { recursive: true, force: true })
    })
    const now = bourse.clock.now()
    const investor = createTestInvestor(bourse.db, now)
    fund(bourse.db, investor, now)
    const stock = usStock(bourse.market)
    bourse.market.setPrice(stock.code, Price.of('10.55'), now)
    const reply = await bourse.app.inject({
      method: 'POST',
      url: '/prod-api/user/buy.do',
      headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: investor.token },
      payload: form({ stockId: String(stock.id), buyNum: '1000', buyType: '0', lever: '10', profitTarget: '11.00' }),
    })
    expect(reply.json()).toMatchObject({ status: 0 })
    expect(available(bourse.db, investor)).toBe('98926.00')

    bourse.market.setPrice(stock.code, Price.of('11.00'), now)
    // the worked example of docs/rules/engine.md: 98 926.00 + 1 055.00 + 450.00 − 3.30
    expect(available(bourse.db, investor)).toBe('100427.70')
    expectJournalReplays(bourse.db)
  })

  it('does nothing while no position is open and no order waits', async () => {
    const server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
    cleanups.push(() => server.close())
    createTestInvestor(server.db, server.clock.now())
    server.market.tickOnce(server.clock.now())
    expect(server.risk.runOnce(server.clock.now())).toEqual([])
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM events').get()).toEqual({ n: 0 })
  })

  it('expires a pending order at the close of its last trading day and releases the reservation', async () => {
    const server: TestServer = await startTestServer({
      BOURSE_CALENDAR: 'exchange',
      BOURSE_CLOCK: '2026-11-21T02:00:00Z',
    })
    cleanups.push(() => server.close())
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(server.db, investor, server.clock.now())
    const stock = usStock(server.market)
    server.market.setPrice(stock.code, Price.of('10.55'), server.clock.now())
    const response = await fetch(`${server.url}/prod-api/user/addOrder.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: investor.token },
      body: form({ stockId: stock.code, buyNum: '1000', buyType: '0', lever: '10', targetPrice: '10.00' }),
    })
    const placed = (await response.json()) as { status: number; data: { id: number; endTime: number } }
    expect(placed.status).toBe(0)
    expect(available(server.db, investor)).toBe('98982.00')

    // one second before the close of Monday 30th in New York: still waiting
    server.clock.set(Date.parse('2026-11-30T20:59:59Z'))
    expect(server.risk.runOnce(server.clock.now())).toEqual([])
    server.clock.set(Date.parse('2026-11-30T21:00:00Z'))
    expect(server.risk.runOnce(server.clock.now())).toEqual([
      { type: 'expirePendingOrder', userId: investor.userId, ref: String(placed.data.id) },
    ])
    expect(available(server.db, investor)).toBe('100000.00')
    const notice = server.db.prepare('SELECT text FROM messages WHERE user_id = ?').get(investor.userId) as {
      text: string
    }
    expect(JSON.parse(notice.text)).toEqual({
      key: 'riskPendingExpired',
      params: { orderId: String(placed.data.id), stockName: stock.name, amount: '1018.00' },
    })
    expectJournalReplays(server.db)
  })
})
