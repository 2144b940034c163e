import { Money, Price, type Staff } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import type { Instrument } from '../../market/Instrument.js'
import { saveSetting } from '../../settings/settingsRepository.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../../testing/postForm.js'
import { callStaff, changeMoneySetting, rolesOutside, staffToken } from '../../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../../users/testInvestor.js'

// biome-ignore lint/suspicious/noExplicitAny: replies are inspected field by field
type Data = any

const hour = 3_600_000
const day = 24 * hour
let server: TestServer
/** A fresh finance member's token (staff sessions end after 8 hours; some tests move the clock by days). */
const finance = () => staffToken(server, 'finance')

beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const call = (investor: TestInvestor, path: string, fields: Record<string, string> = {}): Promise<Reply<Data>> =>
  postForm<Data>(server.url, `/user/funds/${path}`, investor.token, fields, { lang: 'en-IN' })

/** An approved investor with 100 000.00 in the stock account. */
const fundedInvestor = (): TestInvestor => {
  const investor = createTestInvestor(server.db, server.clock.now())
  executeCommand(
    server.db,
    investor.userId,
    { type: 'creditDeposit', id: `fund:${investor.userId}`, rechargeId: 'test', amount: Money.of(100_000) },
    server.clock.now(),
  )
  return investor
}

const balancesOf = (investor: TestInvestor) => {
  const b = loadAccount(server.db, investor.userId).balances
  return {
    stock: b['stock.available'].toFixed(2),
    cash: b['financing.available'].toFixed(2),
    frozen: b['financing.frozen'].toFixed(2),
    debt: b['financing.debt'].toFixed(2),
  }
}

const journalOf = (reference: string) =>
  (
    server.db.prepare('SELECT type, balance, amount FROM journal WHERE reference = ? ORDER BY id').all(reference) as {
      type: string
      balance: string
      amount: string
    }[]
  ).map((row) => [row.type, row.balance, Money.of(row.amount).toFixed(2)])

const noticeKeys = (investor: TestInvestor) =>
  (
    server.db.prepare('SELECT text FROM messages WHERE user_id = ? ORDER BY id').all(investor.userId) as {
      text: string
    }[]
  )
    .map((row) => JSON.parse(row.text) as { key: string; params: Record<string, string> })
    .filter((notice) => notice.key.startsWith('financing'))

/** A US stock (no price limits) whose price the tests set. */
const stock = (): Instrument =>
  server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) ?? expect.fail()

const setPrice = (instrument: Instrument, price: string) =>
  server.market.setPrice(instrument.code, Price.of(price), server.clock.now())

/** Applies for product 1 (5 days, levers 2/3/5, 0.0012 a day) with 10 000 at lever 5; answers the order. */
const applyFor = async (investor: TestInvestor, fields: Record<string, string> = {}) =>
  call(investor, 'addFundsApply.do', { typeId: '1', margin: '10000', lever: '5', ...fields })

/** Applies and has finance approve: a sub-account of 10 000 margin + 50 000 borrowed; answers its number. */
const activeSubaccount = async (investor: TestInvestor): Promise<string> => {
  const applied = await applyFor(investor)
  expect(applied.status, applied.msg).toBe(0)
  const approved = await callStaff<Data>(server, finance(), 'POST', '/financing/approve', { id: applied.data.id })
  expect(approved.status, approved.msg).toBe(0)
  return approved.data.subaccountNumber
}

const buySplit = (investor: TestInvestor, subaccountNumber: string, instrument: Instrument) =>
  call(investor, 'buyFunds.do', {
    stockId: String(instrument.id),
    buyNum: '1000',
    buyType: '0',
    lever: '10',
    subaccountNumber,
  })

describe('margin financing: products and settings', () => {
  it('lists the products and the line ratios', async () => {
    const investor = fundedInvestor()
    const types = await call(investor, 'getFundsTypeList.do')
    expect(types.data).toEqual([
      {
        id: 1,
        name: 'Daily financing, 5 days',
        lever: '2/3/5',
        days: 5,
        minMargin: '1000.00',
        maxMargin: '1000000.00',
        manageRate: '0.0012',
      },
      {
        id: 2,
        name: 'Monthly financing, 30 days',
        lever: '2/3/4/5',
        days: 30,
        minMargin: '5000.00',
        maxMargin: '2000000.00',
        manageRate: '0.0008',
      },
    ])
    const setting = await call(investor, 'getFundsSetting.do')
    expect(setting.data).toEqual({ warningRatio: '0.75', unwindRatio: '0.82', enabled: true })
  })

  it('takes the ratios and the switch from the settings an admin changes', async () => {
    const investor = fundedInvestor()
    const admin = staffToken(server, 'admin')
    const change = (name: string, value: string) =>
      name === 'financingDisplay'
        ? callStaff(server, admin, 'POST', '/settings/change', { name, value, reason: 'financing review' })
        : changeMoneySetting(server, name, value)
    expect((await change('unwindRatio', 'abc')).status).toBe(1)
    expect((await change('unwindRatio', '0.7')).status).toBe(0)
    expect((await change('financingDisplay', 'off')).status).toBe(0)
    expect((await call(investor, 'getFundsSetting.do')).data).toEqual({
      warningRatio: '0.75',
      unwindRatio: '0.7',
      enabled: false,
    })
    const closed = await applyFor(investor)
    expect([closed.status, closed.msg]).toEqual([1, 'Margin financing is not available now'])
    await change('financingDisplay', 'on')
    // unwind 10 000 × 0.7 + 50 000
    expect((await applyFor(investor)).data.lineUnwind).toBe('57000.00')
    await change('unwindRatio', '0.82')
  })
})

describe('margin financing: apply → approve → split-position buy → close', () => {
  it('computes every figure on the server and moves money only through the engine', async () => {
    const investor = fundedInvestor()
    // Figures sent by the client are not fields of the call: they change nothing.
    const applied = await applyFor(investor, { fundsAmount: '1', lineWarning: '1', lineUnwind: '1', manageFee: '0' })
    expect(applied.status, applied.msg).toBe(0)
    expect(applied.msg).toBe('The application is successful, please wait for review')
    // borrowed 10 000 × 5; warning 10 000 × 0.75 + 50 000; unwind 10 000 × 0.82 + 50 000
    expect(applied.data).toMatchObject({
      status: 0,
      subaccountNumber: null,
      margin: '10000.00',
      lever: 5,
      fundsAmount: '50000.00',
      totalTradingAmount: '60000.00',
      lineWarning: '57500.00',
      lineUnwind: '58200.00',
      manageFee: '0.00',
    })
    expect(balancesOf(investor)).toEqual({ stock: '100000.00', cash: '0.00', frozen: '0.00', debt: '0.00' })

    const queue = await callStaff<Data>(server, finance(), 'GET', '/financing/queue')
    expect(queue.data.find((row: Data) => row.id === applied.data.id)).toMatchObject({
      phone: investor.phone,
      status: 0,
      fundsAmount: '50000.00',
      stockAvailable: '100000.00',
    })
    const approved = await callStaff<Data>(server, finance(), 'POST', '/financing/approve', { id: applied.data.id })
    expect(approved.status, approved.msg).toBe(0)
    const sub = approved.data.subaccountNumber as string
    expect(sub).toBe(`SA${String(applied.data.id).padStart(8, '0')}`)
    expect(balancesOf(investor)).toEqual({ stock: '90000.00', cash: '60000.00', frozen: '0.00', debt: '-50000.00' })
    expect(journalOf(sub)).toEqual([
      ['financingMargin', 'stock.available', '-10000.00'],
      ['financingMargin', 'financing.available', '10000.00'],
      ['financingLoan', 'financing.debt', '-50000.00'],
      ['financingLoan', 'financing.available', '50000.00'],
    ])
    expect(noticeKeys(investor).map((n) => n.key)).toEqual(['financingApprovedNotice'])

    // The risk loop charges the first day: 50 000 × 0.0012 × 1 = 60.00, from the sub-account's cash.
    server.risk.runOnce(server.clock.now())
    expect(journalOf(sub).at(-1)).toEqual(['managementFee', 'financing.available', '-60.00'])
    const subaccounts = await call(investor, 'getUserSubaccount.do')
    expect(subaccounts.data.list).toEqual([
      {
        subaccountNumber: sub,
        enableAmt: '59940.00',
        totalTradingAmount: '60000.00',
        lineWarning: '57500.00',
        lineUnwind: '58200.00',
        assets: '59940.00',
        endTime: server.clock.now() + 5 * day,
      },
    ])

    // 1 000 shares at 10.00, lever 10: margin 1 000.00; buy fee 3.00, stamp duty 10.00, spread 5.00
    const instrument = stock()
    setPrice(instrument, '10.00')
    const bought = await buySplit(investor, sub, instrument)
    expect(bought.status, bought.msg).toBe(0)
    expect(bought.data).toMatchObject({ subaccountNumber: sub, margin: '1000.00', orderNum: 1000, state: 0 })
    expect(balancesOf(investor)).toEqual({ stock: '90000.00', cash: '58922.00', frozen: '1000.00', debt: '-50000.00' })
    const open = await call(investor, 'fundsList.do', { state: '0' })
    expect(open.data.list.map((p: Data) => [p.positionSn, p.subaccountNumber])).toEqual([[bought.data.positionSn, sub]])
    // The split position is not a stock-account position.
    const stockList = await postForm<Data>(server.url, '/user/position/list.do', investor.token, { state: '0' })
    expect(stockList.data.list).toEqual([])

    // Closed at 10.50: P&L 500.00, sell fee 10 500 × 0.0003 = 3.15
    setPrice(instrument, '10.50')
    const sold = await call(investor, 'sellFunds.do', { positionSn: bought.data.positionSn })
    expect(sold.status, sold.msg).toBe(0)
    expect(sold.data).toMatchObject({
      state: 1,
      profitAndLose: '500.00',
      allProfitAndLose: '478.85',
      closeReason: 'user',
    })
    expect(balancesOf(investor)).toEqual({ stock: '90000.00', cash: '60418.85', frozen: '0.00', debt: '-50000.00' })
    const closed = await call(investor, 'fundsList.do', { state: '1', userId: '0' })
    expect(closed.data.total).toBe(1)
    const orders = await call(investor, 'getUserApplyList.do', { userId: '0' })
    // 478.85 on the closed position, less the 60.00 fee
    expect(orders.data.list[0]).toMatchObject({
      id: applied.data.id,
      status: 1,
      manageFee: '60.00',
      enableAmt: '60418.85',
      allProfitAndLose: '418.85',
    })
  })
})

describe('margin financing: the risk loop', () => {
  it('unwinds at the unwind line: positions closed, the loan repaid, the rest returned', async () => {
    const investor = fundedInvestor()
    const sub = await activeSubaccount(investor)
    server.risk.runOnce(server.clock.now())
    const instrument = stock()
    setPrice(instrument, '10.00')
    const bought = await buySplit(investor, sub, instrument)
    expect(bought.status, bought.msg).toBe(0)
    // assets at 8.28: 58 922 + 1 000 − 1 720 = 58 202.00, above 58 200.00
    setPrice(instrument, '8.28')
    server.risk.runOnce(server.clock.now())
    expect(balancesOf(investor).frozen).toBe('1000.00')
    // at 8.27: 58 192.00 ≤ 58 200.00 → unwound; P&L −1 730.00, sell fee 8 270 × 0.0003 = 2.48
    setPrice(instrument, '8.27')
    const actions = server.risk.runOnce(server.clock.now())
    expect(actions).toContainEqual({ type: 'endFinancing', userId: investor.userId, ref: sub })
    // returned 58 922 + 1 000 − 1 730 − 2.48 − 50 000 = 8 189.52
    expect(balancesOf(investor)).toEqual({ stock: '98189.52', cash: '0.00', frozen: '0.00', debt: '0.00' })
    const closed = await call(investor, 'fundsList.do', { state: '1' })
    expect(closed.data.list[0]).toMatchObject({ closeReason: 'unwind', sellOrderPrice: '8.27' })
    const orders = await call(investor, 'getUserApplyList.do')
    expect(orders.data.list[0]).toMatchObject({ status: 4, returnedAmt: '8189.52' })
    expect(noticeKeys(investor).at(-1)).toEqual({
      key: 'financingUnwoundNotice',
      params: { subaccount: sub, line: '58200.00', returned: '8189.52' },
    })
    const again = await buySplit(investor, sub, instrument)
    expect([again.status, again.msg]).toEqual([1, 'This sub-account is not in operation'])
  })

  it('closes a split position at its take-profit', async () => {
    const investor = fundedInvestor()
    const sub = await activeSubaccount(investor)
    const instrument = stock()
    setPrice(instrument, '10.00')
    const bought = await call(investor, 'buyFunds.do', {
      stockId: String(instrument.id),
      buyNum: '1000',
      buyType: '0',
      lever: '10',
      subaccountNumber: sub,
      profitTarget: '11.00',
    })
    expect(bought.status, bought.msg).toBe(0)
    setPrice(instrument, '10.99')
    server.risk.runOnce(server.clock.now())
    expect((await call(investor, 'fundsList.do', { state: '0', subaccountNumber: sub })).data.total).toBe(1)
    setPrice(instrument, '11.00')
    server.risk.runOnce(server.clock.now())
    const closed = await call(investor, 'fundsList.do', { state: '1', subaccountNumber: sub })
    // P&L 1 000.00; sell fee 11 000 × 0.0003 = 3.30
    expect(closed.data.list[0]).toMatchObject({
      closeReason: 'takeProfit',
      profitAndLose: '1000.00',
      sellOrderPrice: '11.00',
    })
    expect(balancesOf(investor).cash).toBe('60918.70')
  })

  it('warns once a day at the warning line when the settings put it above the unwind line', async () => {
    saveSetting(server.db, 'warningRatio', '0.9')
    const investor = fundedInvestor()
    const sub = await activeSubaccount(investor)
    saveSetting(server.db, 'warningRatio', '0.75')
    server.risk.runOnce(server.clock.now())
    const instrument = stock()
    setPrice(instrument, '10.00')
    expect((await buySplit(investor, sub, instrument)).status).toBe(0)
    // warning 10 000 × 0.9 + 50 000 = 59 000.00; at 9.05 assets 58 922 + 1 000 − 950 = 58 972.00
    setPrice(instrument, '9.05')
    server.risk.runOnce(server.clock.now())
    server.risk.runOnce(server.clock.now())
    expect(noticeKeys(investor).filter((n) => n.key === 'financingWarningNotice')).toEqual([
      { key: 'financingWarningNotice', params: { subaccount: sub, assets: '58972.00', line: '59000.00' } },
    ])
    expect(balancesOf(investor).frozen).toBe('1000.00')
  })

  it('charges each started day and expires the sub-account at the end of its term', async () => {
    const investor = fundedInvestor()
    const sub = await activeSubaccount(investor)
    const start = server.clock.now()
    server.risk.runOnce(start)
    server.risk.runOnce(start + day - 1)
    server.clock.set(start + day)
    server.risk.runOnce(server.clock.now())
    expect(journalOf(sub).filter((row) => row[0] === 'managementFee')).toEqual([
      ['managementFee', 'financing.available', '-60.00'],
      ['managementFee', 'financing.available', '-60.00'],
    ])
    server.clock.set(start + 5 * day)
    server.risk.runOnce(server.clock.now())
    // days 3 to 5 at once: round2(50 000 × 0.0012 × 3) = 180.00; returned 60 000 − 300 − 50 000 = 9 700.00
    expect(journalOf(sub).slice(-5)).toEqual([
      ['managementFee', 'financing.available', '-180.00'],
      ['financingRepaid', 'financing.available', '-50000.00'],
      ['financingRepaid', 'financing.debt', '50000.00'],
      ['financingReturned', 'financing.available', '-9700.00'],
      ['financingReturned', 'stock.available', '9700.00'],
    ])
    const orders = await call(investor, 'getUserApplyList.do')
    expect(orders.data.list[0]).toMatchObject({ status: 3, manageFee: '300.00', returnedAmt: '9700.00' })
    expect(balancesOf(investor)).toEqual({ stock: '99700.00', cash: '0.00', frozen: '0.00', debt: '0.00' })
    expect(noticeKeys(investor).at(-1)?.key).toBe('financingExpiredNotice')
  })
})

describe('margin financing: refusals', () => {
  it('refuses bad applications with the catalogue message and moves nothing', async () => {
    const investor = fundedInvestor()
    const msgOf = async (fields: Record<string, string>) => (await applyFor(investor, fields)).msg
    expect(await msgOf({ lever: '4' })).toBe('Lever 4 is not offered by this product (2/3/5)')
    expect(await msgOf({ margin: '999.99' })).toBe('The margin must be between 1000.00 and 1000000.00')
    expect(await msgOf({ margin: '100000.01' })).toBe('The margin 100000.01 exceeds the available balance 100000.00')
    expect(await msgOf({ typeId: '99' })).toBe('No such financing product')
    const unverified = createTestInvestor(server.db, server.clock.now(), { isActive: 1 })
    expect((await applyFor(unverified)).msg).toMatch(/real name authentication is required/)
    expect((await applyFor(investor)).status).toBe(0)
    expect(await msgOf({})).toBe('You already have a financing application under review')
    const racer = fundedInvestor()
    const both = await Promise.all([applyFor(racer), applyFor(racer)])
    expect(both.map((reply) => reply.status).sort()).toEqual([0, 1])
    const rows = server.db
      .prepare('SELECT COUNT(*) AS n FROM financing_applications WHERE user_id = ?')
      .get(investor.userId) as { n: number }
    expect(rows.n).toBe(1)
    expect(balancesOf(investor).stock).toBe('100000.00')
  })

  it('rejects with a reason; a decided application is not decided again, even by two at once', async () => {
    const investor = fundedInvestor()
    const applied = await applyFor(investor)
    const noReason = await callStaff(server, finance(), 'POST', '/financing/reject', {
      id: applied.data.id,
      reason: ' ',
    })
    expect(noReason.status).toBe(1)
    const rejected = await callStaff<Data>(server, finance(), 'POST', '/financing/reject', {
      id: applied.data.id,
      reason: 'Margin source unclear',
    })
    expect(rejected.data).toMatchObject({ status: 2, reason: 'Margin source unclear' })
    const late = await callStaff(server, finance(), 'POST', '/financing/approve', { id: applied.data.id })
    expect([late.status, late.msg]).toEqual([1, 'This financing application cannot change from its current state'])
    const orders = await call(investor, 'getUserApplyList.do')
    expect(orders.data.list[0]).toMatchObject({ status: 2, reason: 'Margin source unclear' })

    const second = await applyFor(investor)
    const member = finance()
    const both = await Promise.all([
      callStaff(server, member, 'POST', '/financing/approve', { id: second.data.id }),
      callStaff(server, finance(), 'POST', '/financing/approve', { id: second.data.id }),
    ])
    expect(both.map((reply) => reply.status).sort()).toEqual([0, 1])
    const repeated = await callStaff(server, member, 'POST', '/financing/approve', { id: second.data.id })
    expect(repeated.status).toBe(1)
    const audit = server.db
      .prepare(
        "SELECT outcome FROM staff_audit WHERE route = '/staff-api/financing/approve' AND target = ? ORDER BY id",
      )
      .all(`financing:${second.data.id}`) as { outcome: string }[]
    expect(audit).toHaveLength(3)
    expect(noticeKeys(investor).filter((n) => n.key === 'financingApprovedNotice')).toHaveLength(1)
    expect(balancesOf(investor)).toEqual({ stock: '90000.00', cash: '60000.00', frozen: '0.00', debt: '-50000.00' })
  })

  it("refuses someone else's sub-account and split position, and lists only one's own", async () => {
    const owner = fundedInvestor()
    const other = fundedInvestor()
    const sub = await activeSubaccount(owner)
    const instrument = stock()
    setPrice(instrument, '10.00')
    const bought = await buySplit(owner, sub, instrument)
    const unchosen = await call(other, 'buyFunds.do', {
      stockId: String(instrument.id),
      buyNum: '100',
      buyType: '0',
      lever: '10',
    })
    expect([unchosen.status, unchosen.msg]).toEqual([1, 'please select a sub-account'])
    const foreignBuy = await buySplit(other, sub, instrument)
    expect([foreignBuy.status, foreignBuy.msg]).toEqual([1, `No such record: ${sub}`])
    const foreignSell = await call(other, 'sellFunds.do', { positionSn: bought.data.positionSn })
    expect([foreignSell.status, foreignSell.msg]).toEqual([1, `No such record: ${bought.data.positionSn}`])
    expect((await call(other, 'fundsList.do', { subaccountNumber: sub })).data).toMatchObject({ list: [], total: 0 })
    expect((await call(other, 'fundsList.do')).data.total).toBe(0)
    expect((await call(other, 'getUserApplyList.do')).data.total).toBe(0)
    expect((await call(other, 'getUserSubaccount.do')).data.list).toEqual([])
    const unknown = await callStaff(server, finance(), 'POST', '/financing/approve', { id: 999_999 })
    expect([unknown.status, unknown.msg]).toEqual([1, 'No such record: 999999'])
    expect(balancesOf(other)).toEqual({ stock: '100000.00', cash: '0.00', frozen: '0.00', debt: '0.00' })
    // the owner's split position is still open
    expect((await call(owner, 'fundsList.do', { state: '0' })).data.total).toBe(1)
  })
})

const staffCalls: [string, 'GET' | 'POST', readonly Staff.StaffRole[], Record<string, unknown>][] = [
  ['/financing/queue', 'GET', ['finance', 'auditor'], {}],
  ['/financing/approve', 'POST', ['finance'], { id: 1 }],
  ['/financing/reject', 'POST', ['finance'], { id: 1, reason: 'x' }],
]

describe('who may review financing', () => {
  it.each(staffCalls)('%s is refused to other roles and to investor tokens', async (path, method, allowed, payload) => {
    for (const role of rolesOutside(allowed)) {
      const refused = await callStaff(server, staffToken(server, role), method, path, payload)
      expect([refused.httpStatus, refused.status], `${path} as ${role}`).toEqual([403, 1])
    }
    const investor = fundedInvestor()
    const asInvestor = await callStaff(server, investor.token, method, path, payload)
    expect([asInvestor.httpStatus, asInvestor.status]).toEqual([401, 1])
  })

  it('shows the sub-accounts in the whole-account look-up', async () => {
    const investor = fundedInvestor()
    const sub = await activeSubaccount(investor)
    const lookup = await callStaff<Data>(server, staffToken(server, 'support'), 'GET', '/users/lookup', {
      phone: investor.phone,
    })
    expect(lookup.data.sections.financing).toEqual([
      expect.objectContaining({ subaccountNumber: sub, status: 1, borrowed: '50000.00', available: '60000.00' }),
    ])
    expect(lookup.data.balances).toMatchObject({ 'financing.debt': '-50000.00' })
  })
})
