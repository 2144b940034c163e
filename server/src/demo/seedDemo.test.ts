import { Money } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../accounts/accountRepository.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { findUserByPhone } from '../users/usersRepository.js'
import { seedDemo } from './seedDemo.js'

describe('demo data', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_DEMO: 'on', BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('funds each demo investor with 1,000,000 in stock, 200,000 in index and 200,000 in futures, journaled', async () => {
    const id = findUserByPhone(server.db, '9000000001')?.id as number
    const { balances } = loadAccount(server.db, id)
    expect(Money.toText(balances['stock.available'])).toBe('1000000.00')
    expect(Money.toText(balances['index.available'])).toBe('200000.00')
    expect(Money.toText(balances['futures.available'])).toBe('200000.00')
    const rows = server.db.prepare('SELECT type, amount FROM journal WHERE user_id = ? ORDER BY id').all(id)
    expect(rows).toEqual([
      { type: 'deposit', amount: '1200000.00' },
      { type: 'transferOut', amount: '-200000.00' },
      { type: 'transferIn', amount: '200000.00' },
      { type: 'deposit', amount: '200000.00' },
      { type: 'transferOut', amount: '-200000.00' },
      { type: 'transferIn', amount: '200000.00' },
    ])
    expectJournalReplays(server.db)
  })

  it('adds nothing when the server starts again', async () => {
    await seedDemo(server.db, server.clock.now())
    const count = server.db.prepare('SELECT COUNT(*) AS n FROM journal').get() as { n: number }
    expect(count.n).toBe(12)
  })

  it('lets a demo investor sign in and see the balances', async () => {
    const login = await fetch(`${server.url}/prod-api/user/login.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phone=9000000002&userPwd=demo1234',
    })
    const token = ((await login.json()) as { data: string }).data
    const info = await fetch(`${server.url}/prod-api/user/getUserInfo.do`, {
      method: 'POST',
      headers: { USERTOKEN: token },
    })
    const body = (await info.json()) as {
      status: number
      data: { enableAmt: string; enableIndexAmt: string; enableFuturesAmt: string; isActive: number }
    }
    expect(body.status).toBe(0)
    expect(body.data).toMatchObject({
      enableAmt: '1000000.00',
      enableIndexAmt: '200000.00',
      enableFuturesAmt: '200000.00',
      isActive: 2,
    })
  })
})
