import { Ipo, Money, Price, Rate, Shares } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadAccount } from '../../accounts/accountRepository.js'
import { executeCommand } from '../../accounts/executeCommand.js'
import { insertListing, listingById } from '../../ipo/ipoListings.js'
import { runIpoSchedule } from '../../ipo/runIpoSchedule.js'
import { unusedAShareName, unusedNewShareCode } from '../../market/universe.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const day = 86_400_000
const t0 = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(t0).toISOString(), BOURSE_SEED: '777' })
})
afterAll(() => server.close())
afterEach(() => {
  expectJournalReplays(server.db)
  server.clock.set(t0)
})

const post = (path: string, token: string | undefined, fields: Record<string, string>) =>
  postForm(server.url, path, token, fields)

const investor = (deposit = 100_000, isActive: 2 | 0 = 2) => {
  const user = createTestInvestor(server.db, t0, { isActive })
  const decision = executeCommand(
    server.db,
    user.userId,
    { type: 'creditDeposit', id: 'd', rechargeId: 'r', amount: Money.of(deposit) },
    t0,
  )
  if (!decision.ok) throw new Error(decision.error.key)
  return user
}

const balances = (userId: number) => {
  const b = loadAccount(server.db, userId).balances
  return [b['stock.available'], b['stock.frozen'], b['stock.ipoFrozen']].map(Money.toText)
}

/** The row id of a listing that must be stored. */
const stored = (result: ReturnType<typeof insertListing>): number => {
  if (!result.ok) throw new Error(result.error.key)
  return result.value
}

const offered = new Set<string>()
/** A new share: a code and a name the market does not trade (it joins the market on its listing date). */
const newShare = (instruments: readonly { code: string; name: string }[]) => {
  const code = unusedNewShareCode(new Set([...instruments.map((i) => i.code), ...offered]))
  offered.add(code)
  return { code, name: unusedAShareName(new Set([...instruments.map((i) => i.name), ...offered])) }
}

/** An online listing at 10.00, 100 shares at least: deadline in a day, payment in two, listing in five. */
const tenRupeeListing = (code: string, name: string): Ipo.IpoListing => ({
  code,
  name,
  market: 'sh',
  issuePrice: Price.of('10.00'),
  orderNumber: Shares.of(10_000),
  minQuantity: Shares.of(100),
  type: 1,
  applicationDeadline: t0 + day,
  paymentDeadline: t0 + 2 * day,
  listingDate: t0 + 5 * day,
})

/** A new listing of a new share. */
const newListing = (type: Ipo.IpoType = 1) => {
  const share = newShare(server.market.instruments())
  offered.add(share.name)
  const listing: Ipo.IpoListing = {
    ...share,
    market: 'sh',
    issuePrice: Price.of('25.50'),
    orderNumber: Shares.of(10_000),
    minQuantity: Shares.of(500),
    type,
    applicationDeadline: t0 + day,
    paymentDeadline: t0 + 2 * day,
    listingDate: t0 + 5 * day,
  }
  return { id: stored(insertListing(server.db, listing, t0)), listing }
}

const schedule = (at: number) => {
  server.clock.set(at)
  return runIpoSchedule({ db: server.db, config: server.config, market: server.market }, at)
}

/** The id of the first row of a list reply. */
const firstId = (reply: Reply): string => String((reply.data?.list as { id: number }[] | undefined)?.[0]?.id)

const apply = (token: string, code: string, shares: string) =>
  post('/user/ipo/apply.do', token, { newCode: code, applyNums: shares, phone: '9876543210' })

describe('IPO: apply → lottery → pay → listing → position', () => {
  it('moves 300 × 25.50 = 7 650.00 available → djzj → margin of a lever-1 long, with an auditable lottery', async () => {
    const { id: listingId, listing } = newListing(1)
    const a = investor()
    const applied = await apply(a.token, listing.code, '1000')
    expect(applied).toMatchObject({ status: 0, msg: 'Subscription successful' })
    expect(applied.data).toMatchObject({ newCode: listing.code, status: 1, applyNums: 1000, applyNumber: 0 })
    expect(applied.data?.frozenAmt).toBe('0.00')
    // Online (type 1): nothing is paid when applying.
    expect(balances(a.userId)).toEqual(['100000.00', '0.00', '0.00'])

    // Before the deadline the schedule does nothing.
    expect(schedule(t0 + day - 1).lotteries).toBe(0)
    // At the deadline: 10 hands × 0.3 = 3 hands exactly (no fraction at stake, whatever the draw).
    expect(schedule(t0 + day)).toMatchObject({ lotteries: 1, allotted: 1 })
    const mine = await post('/user/getOneSubscribeByUserId.do', a.token, {})
    expect(mine.data?.list).toEqual([expect.objectContaining({ status: 3, applyNumber: 300, buyPrice: '25.50' })])

    const audit = listingById(server.db, listingId)?.audit
    expect(audit && Ipo.Lottery.verify(audit)).toBe(true)
    expect(audit?.seed).toBe(`777:ipo:${listing.code}`)
    expect(audit?.lines).toEqual([expect.objectContaining({ hands: 10, sure: 3, fraction: '0', won: 3 })])

    const id = firstId(mine)
    const paid = await post('/user/submitSubscribe.do', a.token, { id })
    expect(paid).toMatchObject({ status: 0, msg: 'Payment successful' })
    expect(paid.data).toMatchObject({ status: 4, frozenAmt: '7650.00' })
    expect(balances(a.userId)).toEqual(['92350.00', '0.00', '7650.00'])
    // A repeated payment is the same command: it answers again and moves nothing.
    expect((await post('/user/submitSubscribe.do', a.token, { id })).status).toBe(0)
    expect(balances(a.userId)).toEqual(['92350.00', '0.00', '7650.00'])

    // The new share did not trade before its listing date (issue 35): not an instrument, no quote, not listed.
    expect(schedule(t0 + 5 * day - 1)).toMatchObject({ listed: 0, newShares: 0 })
    expect(server.market.instrument(listing.code)).toBeUndefined()
    expect((await post('/api/stock/getSingleStock.do', undefined, { code: listing.code })).status).toBe(1)
    expect(schedule(t0 + 5 * day)).toMatchObject({ listed: 1, newShares: 1 })
    // On it, it joins the market at its issue price, stored (a restart or another process reads it).
    expect(server.market.instrument(listing.code)).toMatchObject({ name: listing.name, board: 'main', kind: 'stock' })
    expect(server.market.quote(listing.code)?.price.toFixed(2)).toBe('25.50')
    expect(server.db.prepare('SELECT name FROM instruments WHERE code = ?').get(listing.code)).toEqual({
      name: listing.name,
    })
    expect(balances(a.userId)).toEqual(['92350.00', '7650.00', '0.00'])
    const after = await post('/user/getOneSubscribeByUserId.do', a.token, {})
    expect(after.data?.list).toEqual([expect.objectContaining({ status: 5, frozenAmt: '0.00' })])

    const position = server.db
      .prepare("SELECT position_sn AS sn, code, data FROM positions WHERE user_id = ? AND kind = 'stock'")
      .get(a.userId) as { sn: string; code: string; data: string }
    expect(position.code).toBe(listing.code)
    const positions = await post('/user/position/list.do', a.token, { state: '0' })
    expect(positions.data?.list).toEqual([
      expect.objectContaining({ positionSn: position.sn, orderNum: 300, lever: 1, buyOrderPrice: '25.50' }),
    ])
    // The journal: payment into djzj, then djzj into the position's margin.
    const rows = server.db
      .prepare('SELECT type, balance, amount FROM journal WHERE user_id = ? AND reference = ? ORDER BY id')
      .all(a.userId, id)
    expect(rows).toEqual([
      { type: 'ipoFrozen', balance: 'stock.available', amount: '-7650.00' },
      { type: 'ipoFrozen', balance: 'stock.ipoFrozen', amount: '7650.00' },
      { type: 'ipoReleased', balance: 'stock.ipoFrozen', amount: '-7650.00' },
      { type: 'marginFrozen', balance: 'stock.frozen', amount: '7650.00' },
    ])
    // Nothing more happens on later runs.
    expect(schedule(t0 + 6 * day)).toEqual({ lotteries: 0, allotted: 0, forfeited: 0, listed: 0, newShares: 0 })
  })

  it('placement (type 2) pays when applying and refunds the unallotted part at the lottery', async () => {
    const { listing } = newListing(2)
    const a = investor()
    const applied = await apply(a.token, listing.code, '1000')
    // 1 000 × 25.50 = 25 500.00 into djzj at once.
    expect(applied.data).toMatchObject({ status: 1, frozenAmt: '25500.00' })
    expect(balances(a.userId)).toEqual(['74500.00', '0.00', '25500.00'])
    schedule(t0 + day)
    // 3 hands kept: 7 650.00; refund 17 850.00.
    expect(balances(a.userId)).toEqual(['92350.00', '0.00', '7650.00'])
  })

  it('forfeits an unpaid online allotment after the payment deadline, moving no money', async () => {
    const { listing } = newListing(1)
    const a = investor()
    await apply(a.token, listing.code, '1000')
    schedule(t0 + day)
    expect(schedule(t0 + 2 * day).forfeited).toBe(0)
    expect(schedule(t0 + 2 * day + 1).forfeited).toBe(1)
    const mine = await post('/user/getOneSubscribeByUserId.do', a.token, {})
    expect(mine.data?.list).toEqual([expect.objectContaining({ status: 2, applyNumber: 300 })])
    const id = firstId(mine)
    expect((await post('/user/submitSubscribe.do', a.token, { id })).msg).toBe(
      'This subscription is not awaiting payment',
    )
    expect(balances(a.userId)).toEqual(['100000.00', '0.00', '0.00'])
  })
})

describe('the lottery is reproducible', () => {
  it('same seed and applications ⇒ same allotment, and the audit recomputes', async () => {
    const draw = async () => {
      const other = await startTestServer({ BOURSE_CLOCK: new Date(t0).toISOString(), BOURSE_SEED: '4242' })
      try {
        // The same new share both times (605 is a range the universe never draws): the seed names its code.
        const code = '605900'
        const listingId = stored(insertListing(other.db, tenRupeeListing(code, '融达通信'), t0))
        for (const shares of ['700', '100', '1300', '900']) {
          const user = createTestInvestor(other.db, t0)
          const reply = await fetch(`${other.url}/prod-api/user/ipo/apply.do`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', USERTOKEN: user.token },
            body: new URLSearchParams({ newCode: code, applyNums: shares }).toString(),
          })
          expect(((await reply.json()) as Reply).status).toBe(0)
        }
        runIpoSchedule({ db: other.db, config: other.config, market: other.market }, t0 + day)
        const audit = listingById(other.db, listingId)?.audit as Ipo.Lottery.LotteryAudit
        const statuses = other.db.prepare('SELECT id, status, data FROM ipo_applications ORDER BY id').all()
        expectJournalReplays(other.db)
        return { audit, statuses }
      } finally {
        await other.close()
      }
    }
    const first = await draw()
    const second = await draw()
    expect(second).toEqual(first)
    expect(Ipo.Lottery.verify(first.audit)).toBe(true)
    // Anyone can rerun it from the audit's seed and the applications (ids 1–4, 7, 1, 13 and 9 hands).
    const rerun = Ipo.Lottery.runLottery(first.audit.seed, Rate.of('0.3'), [
      { id: '1', hands: 7 },
      { id: '2', hands: 1 },
      { id: '3', hands: 13 },
      { id: '4', hands: 9 },
    ])
    expect(rerun).toEqual(first.audit)
    expect(String(first.audit.seed)).toMatch(/^4242:ipo:/)
  })
})

describe('a new share is never offered for a code that trades (issue 35)', () => {
  it('refuses an upcoming listing of a traded code, stores nothing; a share listed before is its own stock', () => {
    const traded = server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'sh' && !i.suspended)
    if (!traded) throw new Error('no Shanghai stock')
    const upcoming = tenRupeeListing(traded.code, traded.name)
    const refused = insertListing(server.db, upcoming, t0)
    expect(refused).toEqual({
      ok: false,
      error: { _tag: 'DomainError', key: 'ipoCodeAlreadyTrades', params: { code: traded.code } },
    })
    expect(server.db.prepare('SELECT id FROM ipo_listings WHERE code = ?').get(traded.code)).toBeUndefined()
    const listedLastWeek = { ...upcoming, applicationDeadline: t0 - 10 * day, paymentDeadline: t0 - 9 * day }
    expect(insertListing(server.db, { ...listedLastWeek, listingDate: t0 - 7 * day }, t0).ok).toBe(true)
  })

  it('the demo’s offers are new codes the market does not trade; the one listed a week ago trades', async () => {
    const demo = await startTestServer({ BOURSE_CLOCK: new Date(t0).toISOString(), BOURSE_DEMO: 'on' })
    try {
      const { token } = createTestInvestor(demo.db, t0)
      const listings = await postForm(demo.url, '/user/newStockList.do', token, { pageNum: '1', pageSize: '9' })
      const rows = (listings.data as { list: { code: string; subscriptionTime: number }[] }).list
      expect(rows).toHaveLength(4)
      for (const row of rows) {
        const trades = demo.market.instrument(row.code) !== undefined
        expect(trades, row.code).toBe(row.subscriptionTime <= t0)
      }
      // its listing date comes: the new share trades, at its issue price
      const first = rows
        .filter((row) => row.subscriptionTime > t0)
        .sort((a, b) => a.subscriptionTime - b.subscriptionTime)[0]
      if (!first) throw new Error('no upcoming share')
      demo.clock.set(first.subscriptionTime)
      runIpoSchedule({ db: demo.db, config: demo.config, market: demo.market }, first.subscriptionTime)
      expect(demo.market.instrument(first.code)?.kind).toBe('stock')
    } finally {
      await demo.close()
    }
  })
})

describe('IPO refusals', () => {
  it('refuses bad quantities, late, repeated and unverified applications, and writes nothing', async () => {
    const { listing } = newListing(1)
    const a = investor()
    const cases: Array<[string, string]> = [
      ['400', 'The Buy number must be greater than the Min Quantity'],
      ['10100', 'The subscription quantity must not exceed 10000'],
      ['550', 'The subscription quantity must be a whole number of hands (100 shares)'],
    ]
    for (const [shares, msg] of cases)
      expect(await apply(a.token, listing.code, shares)).toMatchObject({ status: 1, msg })
    expect((await apply(a.token, '000000', '1000')).msg).toBe('No such new share')
    const unverified = investor(100_000, 0)
    expect((await apply(unverified.token, listing.code, '1000')).msg).toBe(
      'Kindly note that real name authentication is required prior to placing an order.',
    )
    expect((await apply(a.token, listing.code, '1000')).status).toBe(0)
    expect((await apply(a.token, listing.code, '1000')).msg).toBe('You have already subscribed to this new share')
    server.clock.set(t0 + day)
    const late = investor()
    expect((await apply(late.token, listing.code, '1000')).msg).toBe('The subscription period has ended')
    const count = server.db
      .prepare(
        'SELECT COUNT(*) AS n FROM ipo_applications WHERE listing_id = (SELECT id FROM ipo_listings WHERE code = ?)',
      )
      .get(listing.code)
    expect(count).toEqual({ n: 1 })
  })

  it('B cannot pay or see A’s application; an unknown id gets the same answer', async () => {
    const { listing } = newListing(1)
    const a = investor()
    const b = investor()
    await apply(a.token, listing.code, '1000')
    schedule(t0 + day)
    const id = firstId(await post('/user/getOneSubscribeByUserId.do', a.token, {}))
    server.clock.set(t0 + day + 1)
    const foreign = await post('/user/submitSubscribe.do', b.token, { id })
    const unknown = await post('/user/submitSubscribe.do', b.token, { id: '99999' })
    expect(foreign).toEqual({ status: 1, msg: 'No such subscription', data: null })
    expect(unknown).toEqual(foreign)
    expect((await post('/user/getOneSubscribeByUserId.do', b.token, {})).data?.list).toEqual([])
    expect(balances(b.userId)).toEqual(['100000.00', '0.00', '0.00'])
  })

  it('refuses bad input on every route and answers the new-share list in pages of 9', async () => {
    const a = investor()
    for (const fields of [
      {},
      { newCode: '', applyNums: '100' },
      { newCode: '600000', applyNums: '' },
      { newCode: '600000', applyNums: 'abc' },
      { newCode: '600000', applyNums: '-100' },
      { newCode: '600000', applyNums: '1e99' },
      { newCode: '600000', applyNums: '99999999999999' },
    ])
      expect((await post('/user/ipo/apply.do', a.token, fields)).status).toBe(1)
    for (const fields of [{}, { id: '' }, { id: 'x' }, { id: '-1' }, { id: '1.5' }, { id: '99999999999999' }])
      expect((await post('/user/submitSubscribe.do', a.token, fields)).status).toBe(1)
    for (const fields of [{ pageNum: '0' }, { pageNum: 'x' }, { pageSize: '1000' }]) {
      expect((await post('/user/newStockList.do', a.token, fields)).status).toBe(1)
      expect((await post('/user/getOneSubscribeByUserId.do', a.token, fields)).status).toBe(1)
    }
    expect((await post('/user/newStockList.do', 'not-a-token', {})).msg).toContain('Please log in first')
    const list = await post('/user/newStockList.do', a.token, {})
    expect(list.status).toBe(0)
    expect(list.data?.pageSize).toBe(9)
    expect(list.data?.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ price: '25.50', orderNumber: 10000, minQuantity: 500, stockType: 'sh' }),
      ]),
    )
    // A visitor reads the same listing through the public call, in pages of 9.
    const open = await post('/api/ipo/page.do', undefined, {})
    expect(open.status).toBe(0)
    expect(open.data).toEqual(list.data)
    expect((await post('/api/ipo/page.do', undefined, { pageSize: '1000' })).status).toBe(1)
  })
})
