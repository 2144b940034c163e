import { Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { investorWithCard, setFundingPassword } from '../testing/fundsTesting.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, createTestStaff } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { openLive, type Received } from './testing/liveTestClient.js'

const isAccount = (message: Received) => message.ch === 'account'
const items = (messages: readonly Received[]) => messages.filter(isAccount).flatMap((message) => message.data)

describe('the account channel over a real socket', () => {
  let server: TestServer
  let stock: { id: number; code: string }
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
    stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
  })
  afterAll(() => server.close())

  const fund = (investor: TestInvestor, amount: string) =>
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: `fund-${investor.userId}-${amount}`, rechargeId: 'test', amount: Money.of(amount) },
      server.clock.now(),
    )
  const buy = (investor: TestInvestor, lever = '10') =>
    postForm<{ positionSn: string }>(server.url, '/user/buy.do', investor.token, {
      stockId: String(stock.id),
      buyNum: '1000',
      buyType: '0',
      lever,
    })
  const signedIn = (investor: TestInvestor) => openLive(server.url, { headers: { USERTOKEN: investor.token } })

  it('is not opened without credentials, and a bad token says so and keeps the market', async () => {
    const visitor = await openLive(server.url)
    expect(await visitor.next()).toMatchObject({ ch: 'system', type: 'hello', channels: ['quote', 'system'] })
    const badToken = await openLive(server.url, { headers: { USERTOKEN: 'x'.repeat(43), lang: 'en-IN' } })
    expect(await badToken.next()).toMatchObject({ type: 'hello', channels: ['quote', 'system'] })
    expect(await badToken.next((message) => message.type === 'refusal')).toMatchObject({
      msg: 'Please log in first: this connection carries market data only',
    })
    visitor.close()
    badToken.close()
  })

  it("carries the investor's fill as it happens, and never another investor's", async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    const other = createTestInvestor(server.db, server.clock.now())
    fund(investor, '100000')
    fund(other, '100000')
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const mine = await signedIn(investor)
    const theirs = await signedIn(other)
    expect(await mine.next()).toMatchObject({ type: 'hello', channels: ['quote', 'system', 'account'] })

    const bought = await buy(investor)
    expect(bought.status).toBe(0)
    const sn = bought.data.positionSn
    const fill = await mine.next(isAccount)
    expect(fill).toMatchObject({ ch: 'account', seq: 1 })
    expect(fill.data).toEqual([
      { topic: 'order', action: 'filled', ref: sn, at: server.clock.now() },
      { topic: 'position', action: 'opened', ref: sn, at: server.clock.now() },
      { topic: 'balance', action: 'moved', reason: 'trade', at: server.clock.now() },
    ])
    const closed = await postForm(server.url, '/user/sell.do', investor.token, { positionSn: sn })
    expect(closed.status).toBe(0)
    const close = await mine.next((message) => isAccount(message) && message.seq === 2)
    expect(close.data[0]).toMatchObject({ topic: 'position', action: 'closed', ref: sn, reason: 'investor' })

    // The other investor's own order reaches only them.
    expect((await buy(other)).status).toBe(0)
    await theirs.next(isAccount)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(items(mine.received).map((item) => item.ref)).not.toContain(items(theirs.received)[0]?.ref)
    expect(items(theirs.received).every((item) => item.ref !== sn)).toBe(true)
    mine.close()
    theirs.close()
  })

  it('tells of a liquidation by the risk loop, with its reason', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(investor, '2000')
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const socket = await signedIn(investor)
    const bought = await buy(investor)
    expect(bought.status).toBe(0)
    await socket.next(isAccount)
    server.market.setPrice(stock.code, Price.of('5.00'), server.clock.now())
    server.risk.runOnce(server.clock.now())
    const liquidated = await socket.next((message) => isAccount(message) && message.data[0]?.action === 'closed')
    expect(liquidated.data[0]).toMatchObject({
      topic: 'position',
      action: 'closed',
      ref: bought.data.positionSn,
      reason: 'liquidation',
    })
    socket.close()
  })

  it("tells of a withdrawal's review and a help-desk reply; each staff socket hears only the queues its roles read", async () => {
    const investor = await investorWithCard(server)
    fund(investor, '5000')
    setFundingPassword(server, investor.userId, 'fund1234')
    const finance = createTestStaff(server, ['finance'])
    const support = createTestStaff(server, ['support'])
    const socket = await signedIn(investor)
    const financeSocket = await openLive(server.url, {
      path: '/staff-api/live',
      headers: { authorization: `Bearer ${finance.token}` },
    })
    const supportSocket = await openLive(server.url, {
      path: '/staff-api/live',
      headers: { authorization: `Bearer ${support.token}` },
    })
    expect(await financeSocket.next()).toMatchObject({ type: 'hello', channels: ['quote', 'system', 'staff'] })

    const applied = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', investor.token, {
      amt: '1000',
      withPwd: 'fund1234',
    })
    expect(applied.status).toBe(0)
    const id = String(applied.data.id)
    // (The card bound just before the socket opened may still be announced to it: a harmless repeat of REST's view.)
    const requested = await socket.next((message) => isAccount(message) && message.data[0].topic === 'withdrawal')
    expect(requested.data).toEqual([
      { topic: 'withdrawal', action: 'requested', ref: id, at: server.clock.now() },
      { topic: 'balance', action: 'moved', reason: 'withdrawal', at: server.clock.now() },
    ])
    expect((await financeSocket.next((message) => message.ch === 'staff')).data).toEqual([
      { queue: 'withdrawal', ref: id, action: 'submitted', at: server.clock.now() },
    ])

    const paid = await callStaff(server, finance.token, 'POST', '/withdrawals/pay', { id: Number(id) })
    expect(paid.status).toBe(0)
    const settled = await socket.next((message) => isAccount(message) && message.data[0].action === 'paid')
    expect(settled.data[0]).toEqual({ topic: 'withdrawal', action: 'paid', ref: id, at: server.clock.now() })
    await financeSocket.next((message) => message.ch === 'staff' && message.data[0].action === 'paid')

    // The help desk is support's queue: support hears a new thread, finance does not; support's reply reaches the
    // investor's account channel.
    const created = await postForm<{ request: { id: number } }>(
      server.url,
      '/user/helpDesk/create.do',
      investor.token,
      {
        topic: 'withdrawal',
        message: 'When does my withdrawal arrive?',
      },
    )
    expect(created.status).toBe(0)
    const thread = String(created.data.request.id)
    const opened = await supportSocket.next((message) => message.ch === 'staff')
    expect(opened.data[0]).toMatchObject({ queue: 'helpDesk', ref: thread, action: 'open' })
    expect(supportSocket.received.filter((message) => message.ch === 'staff')).toHaveLength(1)
    const replied = await callStaff(server, support.token, 'POST', '/tickets/reply', {
      id: Number(thread),
      message: 'Within a day.',
    })
    expect(replied.status).toBe(0)
    const answer = await socket.next((message) => isAccount(message) && message.data[0].action === 'answered')
    expect(answer.data[0]).toMatchObject({ topic: 'helpDesk', action: 'answered', ref: thread })
    // Issue 35: the investor's open thread reads itself again on each change named for it — a second reply (the
    // status stays answered) and the close are heard too.
    const afterFirst = socket.received.length
    const again = await callStaff(server, support.token, 'POST', '/tickets/reply', {
      id: Number(thread),
      message: 'Paid a minute ago.',
    })
    expect(again.status).toBe(0)
    const second = await socket.next((message) => isAccount(message), 3000, afterFirst)
    expect(second.data[0]).toMatchObject({ topic: 'helpDesk', action: 'answered', ref: thread })
    const afterSecond = socket.received.length
    expect((await callStaff(server, support.token, 'POST', '/tickets/close', { id: Number(thread) })).status).toBe(0)
    const closed = await socket.next((message) => isAccount(message), 3000, afterSecond)
    expect(closed.data[0]).toMatchObject({ topic: 'helpDesk', action: 'closed', ref: thread })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      financeSocket.received.some((message) => message.ch === 'staff' && message.data[0].queue === 'helpDesk'),
    ).toBe(false)
    for (const open of [socket, financeSocket, supportSocket]) open.close()
  })
})
