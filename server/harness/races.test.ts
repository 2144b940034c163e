import { Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../src/accounts/accountRepository.js'
import { runRechargeExpiry } from '../src/http/investor/paymentRoutes.js'
import type { Instrument } from '../src/market/Instrument.js'
import { expectJournalReplays } from '../src/testing/expectJournalReplays.js'
import { investorWithCard, openRecharge, pressSandbox } from '../src/testing/fundsTesting.js'
import { postForm } from '../src/testing/postForm.js'
import { callStaff, staffToken } from '../src/testing/staffTesting.js'
import { startTestServer, type TestServer } from '../src/testing/startTestServer.js'
import { stockPositionRow } from '../src/trading/stockPositionRows.js'
import { createTestInvestor, type TestInvestor } from '../src/users/testInvestor.js'
import {
  arrivalName,
  eventCount,
  everyArrival,
  fundStockAccount,
  race,
  stockBalancesOf,
  usStocksAtTen,
} from './raceFixtures.js'

/** Tuesday 10:00 in Shanghai: inside the withdrawal hours; the demo calendar keeps every session open. */
const start = Date.parse('2026-11-24T02:00:00Z')
const minute = 60_000

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(start).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

interface Answer {
  readonly status: number
  readonly msg: string
  readonly data: unknown
}

/** An investor with `amount` in the stock account. */
const funded = (amount: string): TestInvestor => {
  const investor = createTestInvestor(server.db, server.clock.now())
  fundStockAccount(server, investor, amount)
  return investor
}

/** A market order of `shares` at lever 10, long. */
const buy = (investor: TestInvestor, stockId: number, shares: string) =>
  postForm<{ positionSn: string } | null>(server.url, '/user/buy.do', investor.token, {
    stockId: String(stockId),
    buyNum: shares,
    buyType: '0',
    lever: '10',
  })

/** The loser of a race: refused in the envelope, with `msg`, and nothing in `data`. */
const expectRefused = (answer: Answer, msg: string | RegExp, label: string) => {
  expect(answer.status, `${label}: ${answer.msg}`).toBe(1)
  if (typeof msg === 'string') expect(answer.msg, label).toBe(msg)
  else expect(answer.msg, label).toMatch(msg)
}

describe('two stock orders each needing most of the balance', () => {
  // groupCommitOrders.test.ts races several affordable orders in one batch; here each order alone would take the
  // money the other needs, so exactly one may be filled, whichever arrives first.
  it('fills exactly the first to arrive and refuses the other with the balance it would need', async () => {
    const [first, second] = usStocksAtTen(server, 2) as [Instrument, Instrument]
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      // 1 000 shares at 10.00, lever 10: margin 1 000.00, charges 3.00 + 10.00 duty + 5.00 spread = 18.00;
      // 900 shares: margin 900.00, charges 2.70 + 9.00 + 4.50 = 16.20. A margin may take 90 % of what is available.
      const investor = funded('1200')
      const [a, b] = await race(
        arrival,
        () => buy(investor, first.id, '1000'),
        () => buy(investor, second.id, '900'),
      )
      expect([a.status, b.status].sort(), label).toEqual([0, 1])
      const firstWon = a.status === 0
      if (arrival.kind === 'firstThenSecond') expect(firstWon, label).toBe(true)
      if (arrival.kind === 'secondThenFirst') expect(firstWon, label).toBe(false)
      expectRefused(
        firstWon ? b : a,
        firstWon
          ? 'The margin 900.00 exceeds the maximum of 163.80 (90% of available funds)'
          : 'The margin 1000.00 exceeds the maximum of 255.42 (90% of available funds)',
        label,
      )
      expect(stockBalancesOf(server, investor.userId), label).toEqual(
        firstWon ? { available: '182.00', frozen: '1000.00' } : { available: '283.80', frozen: '900.00' },
      )
      expect(eventCount(server, investor.userId, 'stockPositionOpened'), label).toBe(1)
    }
  })
})

const withdraw = (investor: TestInvestor, amt: string) =>
  postForm<{ id: number } | null>(server.url, '/user/withdraw/outMoney.do', investor.token, { amt })

describe('two withdrawals each of most of the balance', () => {
  // fundsRoutes.test.ts sends two of the whole balance at once, one round; here both orders of arrival and several
  // simultaneous rounds, with different amounts so the winner can be told.
  it('takes exactly the first to arrive; the other is refused and leaves no request behind', async () => {
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      const investor = await investorWithCard(server)
      fundStockAccount(server, investor, '5000')
      const [a, b] = await race(
        arrival,
        () => withdraw(investor, '5000'),
        () => withdraw(investor, '4000'),
      )
      expect([a.status, b.status].sort(), label).toEqual([0, 1])
      const firstWon = a.status === 0
      if (arrival.kind === 'firstThenSecond') expect(firstWon, label).toBe(true)
      if (arrival.kind === 'secondThenFirst') expect(firstWon, label).toBe(false)
      expectRefused(
        firstWon ? b : a,
        firstWon
          ? 'Your available balance is not positive; withdrawals are suspended until it is'
          : 'The amount exceeds your available balance of 1,000.00',
        label,
      )
      expect(stockBalancesOf(server, investor.userId).available, label).toBe(firstWon ? '0.00' : '1000.00')
      const requests = server.db
        .prepare('SELECT amount FROM withdrawal_requests WHERE user_id = ?')
        .all(investor.userId) as { amount: string }[]
      expect(
        requests.map((row) => row.amount),
        label,
      ).toEqual([firstWon ? '5000.00' : '4000.00'])
    }
  })
})

describe('the owner closes while the risk loop liquidates', () => {
  it('closes the position exactly once, by whichever comes first; the loser changes nothing', async () => {
    const [stock] = usStocksAtTen(server, 1) as [Instrument]
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
      // Funded with 1 176.47: after margin 1 000.00 and charges 18.00, 158.47 is left; the line is
      // round2((158.47 + 1 000.00) × 0.8) = 926.78 of loss, passed at 9.07. At 9.00 the loss is 1 000.00.
      const investor = funded('1176.47')
      const opened = await buy(investor, stock.id, '1000')
      expect(opened.status, label).toBe(0)
      const positionSn = (opened.data as { positionSn: string }).positionSn
      server.market.setPrice(stock.code, Price.of('9.00'), server.clock.now())
      const [sold, pass] = await race(
        arrival,
        () => postForm(server.url, '/user/sell.do', investor.token, { positionSn }),
        () => server.risk.runOnce(server.clock.now()),
      )
      const liquidated = pass.some(
        (action) => action.userId === investor.userId && action.type === 'liquidateStockAccount',
      )
      expect([sold.status === 0, liquidated].filter(Boolean), label).toEqual([true])
      if (arrival.kind === 'firstThenSecond') expect(sold.status, label).toBe(0)
      if (arrival.kind === 'secondThenFirst') expect(liquidated, label).toBe(true)
      if (liquidated) expectRefused(sold, `No such record: ${positionSn}`, label)
      expect(stockPositionRow(server.db, positionSn)?.reason, label).toBe(liquidated ? 'liquidation' : 'owner')
      expect(eventCount(server, investor.userId, 'stockPositionClosed'), label).toBe(1)
      // The same close at 9.00 either way: 158.47 + 1 000.00 margin − 1 000.00 loss − 2.70 sell fee (0.0003 × 9 000).
      expect(stockBalancesOf(server, investor.userId), label).toEqual({ available: '155.77', frozen: '0.00' })
    }
  })
})

describe('the owner closes an index position while the contract sweep liquidates the account', () => {
  it('closes it exactly once, by whichever comes first', async () => {
    const index = server.market.instrument('000001') as Instrument
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      server.market.setPrice(index.code, Price.of('3100.00'), server.clock.now())
      const investor = funded('10000')
      const moved = await postForm(server.url, '/user/transAmt.do', investor.token, { amt: '10000', type: '1' })
      expect(moved.status, label).toBe(0)
      // 10 at 3 100.00, lever 30: margin 3 333.33, fee 100.00; the line is round2(9 900.00 × 0.8) = 7 920.00 of loss.
      const opened = await postForm<{ positionSn: string }>(server.url, '/user/buyIndex.do', investor.token, {
        indexId: String(index.id),
        buyNum: '10',
        buyType: '0',
        lever: '30',
      })
      expect(opened.status, `${label}: ${opened.msg}`).toBe(0)
      const positionSn = opened.data.positionSn
      server.market.setPrice(index.code, Price.of('2300.00'), server.clock.now())
      const [sold, pass] = await race(
        arrival,
        () => postForm(server.url, '/user/sellIndex.do', investor.token, { positionSn }),
        () => server.risk.runOnce(server.clock.now()),
      )
      const liquidated = pass.some(
        (action) => action.userId === investor.userId && action.type === 'liquidateContractAccount',
      )
      expect([sold.status === 0, liquidated].filter(Boolean), label).toEqual([true])
      if (arrival.kind === 'firstThenSecond') expect(sold.status, label).toBe(0)
      if (arrival.kind === 'secondThenFirst') expect(liquidated, label).toBe(true)
      if (liquidated) expectRefused(sold, `No such record: ${positionSn}`, label)
      expect(eventCount(server, investor.userId, 'contractPositionClosed'), label).toBe(1)
      // Either way closed at 2 300.00: 6 566.67 + 3 333.33 margin − 8 000.00 loss = 1 900.00 in the index account.
      const { balances } = loadAccount(server.db, investor.userId)
      expect([balances['index.available'].toFixed(2), balances['index.frozen'].toFixed(2)], label).toEqual([
        '1900.00',
        '0.00',
      ])
    }
  })
})

describe('the owner cancels a pending order while the risk loop triggers it', () => {
  it('either cancels it (reservation back) or fills it (position opened), never both', async () => {
    const [stock] = usStocksAtTen(server, 1) as [Instrument]
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      server.market.setPrice(stock.code, Price.of('10.00'), server.clock.now())
      const investor = funded('2000')
      const placed = await postForm<{ id: number }>(server.url, '/user/addOrder.do', investor.token, {
        stockId: stock.code,
        buyNum: '1000',
        buyType: '0',
        lever: '10',
        targetPrice: '9.50',
      })
      expect(placed.status, `${label}: ${placed.msg}`).toBe(0)
      const orderId = String(placed.data.id)
      server.market.setPrice(stock.code, Price.of('9.50'), server.clock.now())
      const [cancelled, pass] = await race(
        arrival,
        () => postForm(server.url, '/user/delOrder.do', investor.token, { id: orderId }),
        () => server.risk.runOnce(server.clock.now()),
      )
      const triggered = pass.some((action) => action.userId === investor.userId && action.ref === orderId)
      expect([cancelled.status === 0, triggered].filter(Boolean), label).toEqual([true])
      if (arrival.kind === 'firstThenSecond') expect(cancelled.status, label).toBe(0)
      if (arrival.kind === 'secondThenFirst') expect(triggered, label).toBe(true)
      if (triggered) expectRefused(cancelled, 'This order is no longer waiting', label)
      const status = server.db.prepare('SELECT status FROM pending_orders WHERE id = ?').get(orderId) as {
        status: number
      }
      expect(status.status, label).toBe(triggered ? 1 : 3)
      expect(eventCount(server, investor.userId, 'pendingOrderSettled'), label).toBe(1)
      const positions = server.db.prepare('SELECT COUNT(*) AS n FROM positions WHERE user_id = ?').get(investor.userId)
      expect(positions, label).toEqual({ n: triggered ? 1 : 0 })
      // Cancelled: the reservation is back. Filled at 9.50: margin 950.00, charges 2.85 + 9.50 + 4.75 = 17.10.
      expect(stockBalancesOf(server, investor.userId), label).toEqual(
        triggered ? { available: '1032.90', frozen: '950.00' } : { available: '2000.00', frozen: '0.00' },
      )
    }
  })
})

describe('the owner cancels a withdrawal while finance pays it', () => {
  // fundsRoutes.test.ts races the two at once over four rounds; here both orders of arrival as well.
  it('lets the first win and refuses the second', async () => {
    const finance = staffToken(server, 'finance')
    for (const arrival of everyArrival.filter((each) => each.kind !== 'together')) {
      const label = arrivalName(arrival)
      const investor = await investorWithCard(server)
      fundStockAccount(server, investor, '3000')
      const id = (await withdraw(investor, '2000')).data?.id as number
      const [cancelled, paid] = await race(
        arrival,
        () => postForm(server.url, '/user/withdraw/cancel.do', investor.token, { withId: String(id) }),
        () => callStaff(server, finance, 'POST', '/withdrawals/pay', { id }),
      )
      const cancelWon = arrival.kind === 'firstThenSecond'
      expect([cancelled.status, paid.status], label).toEqual(cancelWon ? [0, 1] : [1, 0])
      expectRefused(cancelWon ? paid : cancelled, 'Only a withdrawal under review can be changed', label)
      expect(stockBalancesOf(server, investor.userId).available, label).toBe(cancelWon ? '3000.00' : '1000.00')
    }
  })
})

describe('a payment notification and the recharge expiry', () => {
  // paymentRoutes.test.ts covers expiry-then-payment ("paying it afterwards credits nothing") and the two at once
  // on either side of the deadline; here the payment arrives first, before and at the deadline, then the expiry.
  it('credits a payment made in time once, and the later expiry pass finds nothing to cancel', async () => {
    const expiry = () => runRechargeExpiry({ db: server.db, now: server.clock.now, config: server.config })
    for (const offset of [-1, 0]) {
      const opened = server.clock.now()
      const investor = createTestInvestor(server.db, opened)
      const page = (await openRecharge(server, investor.token, '500')).data as string
      server.clock.set(opened + 30 * minute + offset)
      const pressed = await pressSandbox(server, page, 'paid')
      expect(await expiry()).toBe(0)
      const status = server.db
        .prepare('SELECT status FROM recharge_orders WHERE order_sn = ?')
        .get(page.replace('/sandbox-pay/', '')) as { status: number }
      // One millisecond before the deadline the payment is in time; at the deadline it closes the order unpaid.
      expect(status.status, `offset ${offset}`).toBe(offset < 0 ? 1 : 3)
      expect(pressed.html).toContain(offset < 0 ? 'Payment received' : 'not paid in time')
      expect(eventCount(server, investor.userId, 'depositCredited'), `offset ${offset}`).toBe(offset < 0 ? 1 : 0)
      expect(stockBalancesOf(server, investor.userId).available).toBe(offset < 0 ? '500.00' : '0.00')
    }
  })
})

describe('a transfer and a stock order each needing most of the balance', () => {
  it('does exactly the first to arrive; the other is refused with what is left', async () => {
    const [stock] = usStocksAtTen(server, 1) as [Instrument]
    for (const arrival of everyArrival) {
      const label = arrivalName(arrival)
      const investor = funded('1200')
      const [transferred, bought] = await race(
        arrival,
        () => postForm(server.url, '/user/transAmt.do', investor.token, { amt: '1000', type: '1' }),
        () => buy(investor, stock.id, '1000'),
      )
      expect([transferred.status, bought.status].sort(), label).toEqual([0, 1])
      const transferWon = transferred.status === 0
      if (arrival.kind === 'firstThenSecond') expect(transferWon, label).toBe(true)
      if (arrival.kind === 'secondThenFirst') expect(transferWon, label).toBe(false)
      expectRefused(
        transferWon ? bought : transferred,
        transferWon
          ? 'The margin 1000.00 exceeds the maximum of 180.00 (90% of available funds)'
          : 'The amount exceeds the transferable balance of 182.00',
        label,
      )
      expect(stockBalancesOf(server, investor.userId), label).toEqual(
        transferWon ? { available: '200.00', frozen: '0.00' } : { available: '182.00', frozen: '1000.00' },
      )
    }
  })
})
