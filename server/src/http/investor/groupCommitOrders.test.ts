import { join } from 'node:path'
import { Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount, readStoredAccount, snapshotEvery } from '../../accounts/accountRepository.js'
import { eventsOf } from '../../accounts/eventsOf.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import { openSqlite } from '../../store/openSqlite.js'
import type { SqlConnection } from '../../store/SqlConnection.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'
import { withDataVault } from '../../vault/openDataVault.js'

interface Reply {
  readonly status: number
  readonly msg: string
  readonly data: { readonly positionSn?: string } | null
}

// Monday 2026-11-23 10:00 in Shanghai (a trading day).
const mondayTen = '2026-11-23T02:00:00Z'

let server: TestServer
/** A second connection on the server's file: sees only what was committed. */
let other: SqlConnection
let stock: Instrument

const buy = async (investor: TestInvestor, buyNum = '100'): Promise<Reply> => {
  const response = await fetch(`${server.url}/prod-api/user/buy.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en-IN', USERTOKEN: investor.token },
    body: new URLSearchParams({ stockId: String(stock.id), buyNum, buyType: '0', lever: '10' }),
  })
  return (await response.json()) as Reply
}

const funded = (amount: string): TestInvestor => {
  const investor = createTestInvestor(server.db, server.clock.now())
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `deposit:${investor.userId}`, rechargeId: 'r', amount: Money.of(amount) },
    server.clock.now(),
  )
  return investor
}

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: mondayTen })
  other = withDataVault(openSqlite(join(server.config.dataDir, 'bourse.sqlite')), server.config.dataDir)
  stock =
    server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
  server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
})
afterAll(async () => {
  other.close()
  await server.close()
})
afterEach(() => expectJournalReplays(server.db))

const listOpen = async (investor: TestInvestor, pageSize = '15') => {
  const response = await fetch(`${server.url}/prod-api/user/position/list.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: investor.token },
    body: new URLSearchParams({ state: '0', pageSize }),
  })
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return (await response.json()) as {
    status: number
    data: { total: number; floating: string; list: { positionSn: string; now_price: string }[] }
  }
}

describe('the open-positions page kept between reads', () => {
  it('answers again only while the account, the quotes and the settings are the same', async () => {
    const investor = funded('100000')
    await buy(investor)
    const first = await listOpen(investor)
    expect(first.data.total).toBe(1)
    expect(await listOpen(investor)).toEqual(first)
    server.market.setPrice(stock.code, Price.of('10.50'), server.clock.now())
    const moved = await listOpen(investor)
    expect(moved.data.list[0]?.now_price).toBe('10.50')
    expect(moved.data.floating).not.toBe(first.data.floating)
    await buy(investor)
    const more = await listOpen(investor)
    expect(more.data.total).toBe(2)
    expect((await listOpen(investor, '1')).data.list).toHaveLength(1)
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
  })
})

describe('market orders under group commit', () => {
  it('answers concurrent orders of two investors only once both are durable', async () => {
    const asha = funded('100000')
    const rahul = funded('100000')
    const replies = await Promise.all([buy(asha), buy(rahul), buy(asha), buy(rahul)])
    expect(replies.map((reply) => reply.status)).toEqual([0, 0, 0, 0])
    for (const investor of [asha, rahul]) {
      const stored = readStoredAccount(other, investor.userId)
      expect(Object.keys(stored.positions)).toHaveLength(2)
      expect(eventsOf(other, investor.userId)).toHaveLength(3)
      expect(loadAccount(server.db, investor.userId)).toEqual(stored)
    }
  })

  it('writes nothing for an order refused in the same batch as accepted ones', async () => {
    const asha = funded('100000')
    const poor = funded('10')
    const replies = await Promise.all([buy(asha), buy(poor), buy(asha)])
    expect(replies.map((reply) => reply.status)).toEqual([0, 1, 0])
    expect(eventsOf(other, poor.userId)).toHaveLength(1)
    expect(Object.keys(readStoredAccount(other, poor.userId).positions)).toEqual([])
    expect(Object.keys(readStoredAccount(other, asha.userId).positions)).toHaveLength(2)
  })

  it('snapshots a large account less often, and loads it equal to the live state', async () => {
    const investor = funded('1000000')
    const orders = snapshotEvery * 2 + 30
    for (let sent = 0; sent < orders; sent += 50) {
      const replies = await Promise.all(Array.from({ length: Math.min(50, orders - sent) }, () => buy(investor)))
      expect(replies.filter((reply) => reply.status !== 0)).toEqual([])
    }
    const live = loadAccount(server.db, investor.userId)
    expect(Object.keys(live.positions)).toHaveLength(orders)
    // Snapshot at 200 events (199 records then); at 400 the state holds 399 positions, more than the 200 events since.
    const snapshot = other.prepare('SELECT seq FROM account_snapshots WHERE user_id = ?').get(investor.userId)
    expect(snapshot).toEqual({ seq: snapshotEvery })
    expect(readStoredAccount(other, investor.userId)).toEqual(live)
  })
})
