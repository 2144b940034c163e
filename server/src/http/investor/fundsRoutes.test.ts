import { Money, Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../../accounts/executeCommand.js'
import { saveSetting } from '../../settings/settingsRepository.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { availableOf, investorWithCard, setFundingPassword } from '../../testing/fundsTesting.js'
import { postForm } from '../../testing/postForm.js'
import { callStaff, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-24T02:00:00Z' })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const fund = (investor: TestInvestor, amount: string) =>
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund-${investor.phone}-${amount}`, rechargeId: 'test', amount: Money.of(amount) },
    server.clock.now(),
  )

const withdraw = (investor: TestInvestor, fields: Record<string, string>) =>
  postForm<{ id: number; withStatus: number } | null>(server.url, '/user/withdraw/outMoney.do', investor.token, fields)

describe('withdrawal checks, in DECISIONS §10 order', () => {
  it('asks for real name, then a bank card, then the funding password, then a valid amount', async () => {
    const unverified = createTestInvestor(server.db, server.clock.now(), { isActive: 0 })
    fund(unverified, '5000')
    expect((await withdraw(unverified, { amt: '1000' })).msg).toBe('Please authenticate first')
    const noCard = createTestInvestor(server.db, server.clock.now())
    fund(noCard, '5000')
    expect((await withdraw(noCard, { amt: '1000' })).msg).toBe('Please bind the bank card first')

    const investor = await investorWithCard(server)
    fund(investor, '5000')
    setFundingPassword(server, investor.userId, 'fund1234')
    expect((await withdraw(investor, { amt: '1000' })).msg).toBe('The funding password is incorrect')
    expect((await withdraw(investor, { amt: '1000', withPwd: 'wrong99' })).msg).toBe(
      'The funding password is incorrect',
    )
    expect((await withdraw(investor, { amt: '999.99', withPwd: 'fund1234' })).msg).toBe(
      'The withdrawal must be at least 1,000.00',
    )
    expect((await withdraw(investor, { amt: '5000.01', withPwd: 'fund1234' })).msg).toBe(
      'The amount exceeds your available balance of 5,000.00',
    )
    expect((await withdraw(investor, { amt: '', withPwd: 'fund1234' })).status).toBe(1)
    expect((await availableOf(server, investor.token)).stock).toBe('5000.00')
    const applied = await withdraw(investor, { amt: '1000', withPwd: 'fund1234' })
    expect(applied).toMatchObject({ status: 0, data: { withStatus: 0 } })
    expect((await availableOf(server, investor.token)).stock).toBe('4000.00')
  })
})

describe('the funding password on a withdrawal', () => {
  it('locks after five wrong ones in 15 minutes, even against the right one, and moves nothing', async () => {
    const investor = await investorWithCard(server)
    fund(investor, '5000')
    setFundingPassword(server, investor.userId, 'fund1234')
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await withdraw(investor, { amt: '1000', withPwd: `wrong${attempt}x` })).status).toBe(1)
    }
    const locked = await withdraw(investor, { amt: '1000', withPwd: 'fund1234' })
    expect(locked.status).toBe(1)
    expect(locked.msg).toMatch(/^Too many wrong funding passwords/)
    expect((await availableOf(server, investor.token)).stock).toBe('5000.00')
  })
})

describe('withdrawal races, over real HTTP', () => {
  it('of two withdrawals of the whole balance sent at once, exactly one succeeds', async () => {
    const investor = await investorWithCard(server)
    fund(investor, '5000')
    const answers = await Promise.all([withdraw(investor, { amt: '5000' }), withdraw(investor, { amt: '5000' })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 1])
    expect(answers.find((answer) => answer.status === 1)?.msg).toBe(
      'Your available balance is not positive; withdrawals are suspended until it is',
    )
    expect((await availableOf(server, investor.token)).stock).toBe('0.00')
  })

  it('of a cancel and a payment of one withdrawal sent at once, exactly one wins', async () => {
    const finance = staffToken(server, 'finance')
    for (let round = 0; round < 4; round++) {
      const investor = await investorWithCard(server)
      fund(investor, '3000')
      const applied = await withdraw(investor, { amt: '2000' })
      const id = applied.data?.id as number
      const [cancelled, paid] = await Promise.all([
        postForm(server.url, '/user/withdraw/cancel.do', investor.token, { withId: String(id) }),
        callStaff(server, finance, 'POST', '/withdrawals/pay', { id }),
      ])
      expect([cancelled.status, paid.status].sort()).toEqual([0, 1])
      const loser = cancelled.status === 1 ? cancelled : paid
      expect(loser.msg).toBe('Only a withdrawal under review can be changed')
      expect((await availableOf(server, investor.token)).stock).toBe(cancelled.status === 0 ? '3000.00' : '1000.00')
    }
  })
})

describe('cancelling a withdrawal', () => {
  it('refunds in full, only the owner, only while under review', async () => {
    const investor = await investorWithCard(server)
    const other = await investorWithCard(server)
    fund(investor, '3000')
    const id = String((await withdraw(investor, { amt: '1500' })).data?.id)
    const foreign = await postForm(server.url, '/user/withdraw/cancel.do', other.token, { withId: id })
    expect(foreign).toMatchObject({ status: 1, msg: `Withdrawal ${id} was not found` })
    const cancel = () => postForm(server.url, '/user/withdraw/cancel.do', investor.token, { withId: id })
    expect(await cancel()).toMatchObject({ status: 0, msg: 'Cancellation successful', data: { withStatus: 3 } })
    expect(await cancel()).toMatchObject({ status: 1, msg: 'Only a withdrawal under review can be changed' })
    expect((await availableOf(server, investor.token)).stock).toBe('3000.00')
    const othersList = await postForm<{ total: number }>(server.url, '/user/withdraw/list.do', other.token)
    expect(othersList.data.total).toBe(0)
  })
})

describe('transfers', () => {
  it('moves money between the three accounts by type 1–4, on both paths', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(investor, '1000')
    const transfer = (path: string, amt: string, type: string) =>
      postForm(server.url, path, investor.token, { amt, type })
    expect(await transfer('/user/transAmt.do', '300.50', '1')).toMatchObject({ status: 0, msg: 'Transfer successful' })
    expect(await transfer('/user/transformAmt', '200', '3')).toMatchObject({ status: 0 })
    expect(await transfer('/user/transAmt.do', '100.25', '2')).toMatchObject({ status: 0 })
    expect(await transfer('/user/transAmt.do', '50', '4')).toMatchObject({ status: 0 })
    expect(await availableOf(server, investor.token)).toEqual({ stock: '649.75', index: '200.25', futures: '150.00' })
    expect(await transfer('/user/transAmt.do', '200.26', '2')).toMatchObject({
      status: 1,
      msg: 'The amount exceeds the transferable balance of 200.25',
    })
    expect((await transfer('/user/transAmt.do', '10', '5')).status).toBe(1)
    saveSetting(server.db, 'futuresDisplay', 'off')
    expect(await transfer('/user/transAmt.do', '10', '3')).toMatchObject({
      status: 1,
      msg: 'This transfer is not available',
    })
    // The futures account is hidden now: the summary counts stock and index only.
    const summary = await postForm(server.url, '/user/funds/summary', investor.token)
    expect(summary.data).toEqual({ amount: '850.00', freeze: '0.00', pl: '0.00', balance: '850.00' })
    saveSetting(server.db, 'futuresDisplay', 'on')
    const shown = await postForm(server.url, '/user/funds/summary', investor.token)
    expect(shown.data).toEqual({ amount: '1000.00', freeze: '0.00', pl: '0.00', balance: '1000.00' })
  })
})

describe('the fund flow', () => {
  it('lists every journal movement newest first, 10 a page, in the caller language', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(investor, '1000')
    for (let i = 1; i <= 6; i++) {
      await postForm(server.url, '/user/transAmt.do', investor.token, { amt: String(i), type: '1' })
    }
    const page = (pageNum: string, lang: string) =>
      postForm<{ list: { deSummary: string; deAmt: string; account: string }[]; total: number; pageSize: number }>(
        server.url,
        '/user/cash/list.do',
        investor.token,
        { pageNum },
        { lang },
      )
    const first = await page('1', 'zh-CN')
    expect([first.data.total, first.data.pageSize, first.data.list.length]).toEqual([13, 10, 10])
    expect(first.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ deSummary: '资金转入', deAmt: '6.00', account: 'index' }),
      expect.objectContaining({ deSummary: '资金转出', deAmt: '-6.00', account: 'stock' }),
    ])
    const last = await page('2', 'en')
    expect(last.data.list.map((line) => line.deSummary)).toEqual(['Transfer in', 'Transfer out', 'Recharge'])
  })
})

describe('the funds summary with an open position', () => {
  it('counts the margin as frozen and the live P&L as pl, outside the total', async () => {
    const investor = createTestInvestor(server.db, server.clock.now())
    fund(investor, '10000')
    const stock =
      server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()
    server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
    const order = { stockId: String(stock.id), buyNum: '100', buyType: '0', lever: '10' }
    expect((await postForm(server.url, '/user/buy.do', investor.token, order)).status).toBe(0)
    // Notional 1000.00: margin 100.00; buy fee 0.30, stamp duty 1.00, spread 0.50 → available 9898.20.
    server.market.setPrice(stock.code, Price.of('10.50'), server.clock.now())
    const summary = await postForm(server.url, '/user/funds/summary', investor.token)
    expect(summary.data).toEqual({ amount: '9998.20', freeze: '100.00', pl: '50.00', balance: '9898.20' })
  })
})
