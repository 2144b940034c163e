import { Api, Bars, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

interface Reply {
  readonly status: number
  readonly msg: string
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected field by field
  readonly data: any
}

const get = async (server: TestServer, path: string, query: Record<string, string> = {}, headers = {}) => {
  const response = await fetch(`${server.url}/prod-api${path}?${new URLSearchParams(query)}`, { headers })
  return (await response.json()) as Reply
}

const post = async (server: TestServer, path: string, form: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
  return (await response.json()) as Reply
}

// Monday 2026-11-23 10:00 in Shanghai.
const monday = Date.parse('2026-11-23T02:00:00Z')

describe('market lists over real HTTP (demo calendar)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('pages the 400 stocks by 15 and ends with a short page of 10', async () => {
    const first = await get(server, '/api/stock/getStock.do')
    expect(first.status).toBe(0)
    expect(first.data.total).toBe(400)
    expect(first.data.list).toHaveLength(15)
    expect(Api.decodePayload(Api.ListPage(Api.Stock), first.data).ok).toBe(true)
    const last = await get(server, '/api/stock/getStock.do', { pageNum: '27' })
    expect(last.data.list).toHaveLength(10)
    const beyond = await get(server, '/api/stock/getStock.do', { pageNum: '28' })
    expect(beyond.data.list).toEqual([])
  })

  it('filters by market and board', async () => {
    expect((await get(server, '/api/stock/getStock.do', { stockType: 'hk' })).data.total).toBe(50)
    expect((await get(server, '/api/stock/getStock.do', { stockType: 'us' })).data.total).toBe(50)
    const star = await get(server, '/api/stock/getStock.do', { stockPlate: 'star', pageSize: '100' })
    expect(star.data.total).toBe(40)
    expect(star.data.list.every((s: { code: string }) => s.code.startsWith('688'))).toBe(true)
  })

  it('finds a stock by code, by name and by spell', async () => {
    const stock = server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'sz') ?? expect.fail()
    for (const keyWords of [stock.code, stock.name, stock.spell.toLowerCase()]) {
      const found = await get(server, '/api/stock/getStock.do', { keyWords })
      expect(found.data.list.map((s: { code: string }) => s.code)).toContain(stock.code)
    }
    expect((await get(server, '/api/stock/getStock.do', { keyWords: 'no such thing' })).data.total).toBe(0)
  })

  it('finds a stock by the English name the list shows (issue 23 item 8)', async () => {
    const stock = server.market.instruments().find((i) => i.kind === 'stock' && i.name.startsWith('恒信'))
    if (!stock) return expect.fail('the universe has no 恒信 stock')
    // …and by the traditional characters zh-TW shows (恆信 for 恒信)
    for (const keyWords of ['Hengxin', 'hengxin', '恆信']) {
      const found = await get(server, '/api/stock/getStock.do', { keyWords, pageSize: '100' })
      expect(found.data.list.map((s: { code: string }) => s.code)).toContain(stock.code)
      expect(found.data.list.every((s: { nameEn: string }) => s.nameEn.startsWith('Hengxin'))).toBe(true)
      expect(found.data.total).toBeGreaterThan(0)
    }
  })

  it('answers a single stock with its quote and today’s limits from the previous close', async () => {
    const stock = server.market.instruments().find((i) => i.board === 'main') ?? expect.fail()
    server.market.setPrice(stock.code, Price.of('10.00'), monday)
    const reply = await post(server, '/api/stock/getSingleStock.do', { code: stock.code })
    expect(reply.status).toBe(0)
    expect(Api.decodePayload(Api.SingleStock, reply.data).ok).toBe(true)
    const quote = server.market.quote(stock.code) ?? expect.fail()
    expect(reply.data.stock.nowPrice).toBe('10.00')
    expect(reply.data.quote.close).toBe(quote.prevClose.toFixed(2))
    // limit-up = round2(prevClose × 1.1) (DECISIONS §4)
    expect(reply.data.quote.limitUp).toBe(quote.prevClose.times('1.1').toDecimalPlaces(2, 4).toFixed(2))
    expect(reply.data.stock.isOption).toBe(0)
  })

  it('lists 8 indexes and 6 futures, gold among them, and answers a single index', async () => {
    const indexes = await get(server, '/api/index/queryListIndex.do')
    expect(indexes.data.total).toBe(8)
    expect(Api.decodePayload(Api.ListPage(Api.Index), indexes.data).ok).toBe(true)
    const futures = await get(server, '/api/futures/queryList.do')
    expect(futures.data.total).toBe(6)
    expect(futures.data.list.map((f: { futuresCode: string }) => f.futuresCode)).toContain('GC')
    const single = await post(server, '/api/index/querySingleIndex.do', { indexCode: '000001' })
    expect(single.data.indexGid).toBe('sh000001')
    expect(single.data.transState).toBe(1)
  })

  it('lists the suspended stocks', async () => {
    const stopped = await get(server, '/api/stock/getStop.do')
    expect(stopped.data.total).toBe(3)
    expect(stopped.data.list.every((s: { isStop: number }) => s.isStop === 1)).toBe(true)
  })

  it('refuses bad input with status 1 and a message naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/stock/getStock.do', { pageNum: 'abc' }, 'pageNum is invalid'],
      ['/api/stock/getStock.do', { pageNum: '-1' }, 'pageNum is invalid'],
      ['/api/stock/getStock.do', { pageNum: '0' }, 'pageNum is invalid'],
      ['/api/stock/getStock.do', { pageSize: '1000' }, 'pageSize is invalid'],
      ['/api/stock/getStock.do', { pageNum: '99999999999999999999' }, 'pageNum is invalid'],
      ['/api/stock/getStock.do', { stockType: 'xx' }, 'stockType is invalid'],
    ]
    for (const [path, query, msg] of cases) {
      expect(await get(server, path, query)).toEqual({ status: 1, msg, data: null })
    }
    expect(await post(server, '/api/stock/getSingleStock.do', {})).toEqual({
      status: 1,
      msg: 'code is required',
      data: null,
    })
    expect(await post(server, '/api/stock/getSingleStock.do', { code: '999999' })).toEqual({
      status: 1,
      msg: 'code is invalid',
      data: null,
    })
    expect(await post(server, '/api/index/querySingleIndex.do', { indexCode: 'NOPE' })).toMatchObject({ status: 1 })
  })
})

describe('the universe is deterministic for a seed', () => {
  it('two servers with the same seed list the same codes and first prices; another seed differs', async () => {
    const first = async (seed: string) => {
      const server = await startTestServer({ BOURSE_SEED: seed })
      try {
        const reply = await get(server, '/api/stock/getStock.do')
        return reply.data.list.map((s: { code: string; nowPrice: string }) => `${s.code}@${s.nowPrice}`)
      } finally {
        await server.close()
      }
    }
    const a = await first('42')
    expect(await first('42')).toEqual(a)
    expect(await first('43')).not.toEqual(a)
  })
})

describe('ticks', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
  })
  afterAll(() => server.close())

  it('never leave the price band of an A-share, even when pushed to limit-up or limit-down', () => {
    const main = server.market.instruments().find((i) => i.board === 'main' && !i.suspended) ?? expect.fail()
    const star = server.market.instruments().find((i) => i.board === 'star' && !i.suspended) ?? expect.fail()
    for (const stock of [main, star]) {
      const limits = server.market.limits(stock.code) ?? expect.fail()
      server.market.setPrice(stock.code, limits.limitUp, monday)
      for (let second = 1; second <= 15; second++) {
        server.market.tickOnce(monday + second * 1000)
        const price = server.market.quote(stock.code)?.price ?? expect.fail()
        expect(price.lte(limits.limitUp) && price.gte(limits.limitDown)).toBe(true)
      }
      server.market.setPrice(stock.code, limits.limitDown, monday)
      for (let second = 16; second <= 30; second++) {
        server.market.tickOnce(monday + second * 1000)
        const price = server.market.quote(stock.code)?.price ?? expect.fail()
        expect(price.gte(limits.limitDown)).toBe(true)
      }
    }
  }, 120_000)

  it('notify subscribers, and suspended stocks do not move', () => {
    const seen: number[] = []
    const off = server.market.onTick((tick) => seen.push(tick.quotes.length))
    server.market.tickOnce(monday + 400_000)
    off()
    server.market.tickOnce(monday + 401_000)
    // every instrument but the 3 suspended stocks moves in demo mode
    expect(seen).toEqual([411])
  })

  it('store 1-minute bars: two ticks in one minute make one bar', () => {
    const code = server.market.instruments()[0]?.code ?? expect.fail()
    const minute = Date.parse('2026-11-23T03:10:00Z')
    server.market.tickOnce(minute + 5_000)
    server.market.tickOnce(minute + 6_000)
    const rows = server.db
      .prepare('SELECT volume FROM bars WHERE code = ? AND period = 1 AND time = ?')
      .all(code, minute) as { volume: number }[]
    expect(rows).toHaveLength(1)
  })
})

describe('exchange calendar with a frozen clock', () => {
  it('does not tick on a Sunday, ticks A-shares only in their session on Monday morning', async () => {
    const server = await startTestServer({ BOURSE_CALENDAR: 'exchange', BOURSE_CLOCK: '2026-11-22T02:00:00Z' })
    try {
      expect(server.market.tickOnce(Date.parse('2026-11-22T02:00:00Z')).quotes).toEqual([])
      // Monday 2026-11-23 10:00 Shanghai and Hong Kong = Sunday 21:00 New York: US instruments stay still
      const monday = server.market.tickOnce(Date.parse('2026-11-23T02:00:00Z'))
      const moved = new Set(monday.quotes.map((q) => server.market.instrument(q.code)?.exchange))
      expect(moved).toEqual(new Set(['cn', 'hk']))
      // 12:00 in Shanghai and Hong Kong is the lunch break: nothing moves
      expect(server.market.tickOnce(Date.parse('2026-11-23T04:00:00Z')).quotes).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('rolls the previous close when the trading day ends', async () => {
    const server = await startTestServer({ BOURSE_CALENDAR: 'exchange', BOURSE_CLOCK: '2026-11-23T02:00:00Z' })
    try {
      const code = server.market.instruments().find((i) => i.board === 'main' && !i.suspended)?.code ?? expect.fail()
      server.market.setPrice(code, Price.of('12.34'), Date.parse('2026-11-23T06:59:00Z'))
      expect(server.market.quote(code)?.tradingDay).toBe('2026-11-23')
      // 15:00:01 Shanghai: the day is over, the quote belongs to Tuesday with 12.34 as its previous close
      server.market.tickOnce(Date.parse('2026-11-23T07:00:01Z'))
      const rolled = server.market.quote(code) ?? expect.fail()
      expect(rolled.tradingDay).toBe('2026-11-24')
      expect(rolled.prevClose.toFixed(2)).toBe('12.34')
      expect(server.market.limits(code)?.limitUp.toFixed(2)).toBe('13.57')
    } finally {
      await server.close()
    }
  })
})

describe('chart calls', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer({ BOURSE_CLOCK: '2026-11-23T02:00:00Z', BOURSE_HISTORY: 'short' })
    token = createTestInvestor(server.db, monday).token
  })
  afterAll(() => server.close())

  const chart = (query: Record<string, string>, path = '/api/stock/history/tick.do') =>
    get(server, path, query, { usertoken: token })

  it('mark the caller’s watchlist in the stock list (isOption 1) when signed in', async () => {
    const investor = createTestInvestor(server.db, monday)
    const stock = server.market.instruments()[1] ?? expect.fail()
    server.db
      .prepare('INSERT INTO watchlist (user_id, code, added_at) VALUES (?, ?, ?)')
      .run(investor.userId, stock.code, monday)
    const signedIn = await get(server, '/api/stock/getStock.do', {}, { USERTOKEN: investor.token })
    const visitor = await get(server, '/api/stock/getStock.do')
    const flag = (reply: Reply) => reply.data.list.find((s: { code: string }) => s.code === stock.code)?.isOption
    expect(flag(signedIn)).toBe(1)
    expect(flag(visitor)).toBe(0)
  })

  it('need a session', async () => {
    const reply = await get(server, '/api/stock/history/tick.do', { market: 'sh', code: '600000', interval: '1' })
    expect(reply.status).toBe(1)
  })

  it('quote the day so far from the first answer on: the last minute traded before the start, not the previous close', async () => {
    const stock = server.market.instruments().find((i) => i.board === 'main') ?? expect.fail()
    const single = await post(server, '/api/stock/getSingleStock.do', { code: stock.code })
    const rowsOf = async (interval: string) => {
      const parsed = Bars.parseRows('cn', (await chart({ market: stock.market, code: stock.code, interval })).data)
      return parsed.ok ? parsed.value : expect.fail('rows')
    }
    const today = (await rowsOf('1')).filter((bar) => bar.time >= Date.parse('2026-11-23T01:30:00Z'))
    const [yesterday] = (await rowsOf('101')).slice(-2)
    expect(today).toHaveLength(30)
    const { quote } = single.data
    expect(quote.close).toBe(yesterday?.close.toFixed(2))
    expect(quote.open).toBe(today[0]?.open.toFixed(2))
    expect(quote.price).toBe(today.at(-1)?.close.toFixed(2))
    expect(quote.delta).toBe(Price.of(quote.price).minus(quote.close).toFixed(2))
    // half an hour of trading moves most of the list off its previous close
    const list = await get(server, '/api/stock/getStock.do', { pageSize: '50' })
    const moved = list.data.list.filter((row: { hcrate: string }) => row.hcrate !== '0.00')
    expect(moved.length).toBeGreaterThan(25)
  })

  it('answer parseable rows for every period, each coarser period aggregating the finer one', async () => {
    const stock = server.market.instruments().find((i) => i.board === 'main') ?? expect.fail()
    const rowsOf = async (interval: string, right = '0') => {
      const reply = await chart({ market: stock.market, code: stock.code, interval, right })
      expect(reply.status).toBe(0)
      const parsed = Bars.parseRows('cn', reply.data)
      if (!parsed.ok) return expect.fail(reply.data)
      return parsed.value
    }
    const minutes = await rowsOf('1')
    // two trading days of A-share minutes, 2 × 240, and today's 30 before the start at 10:00 Shanghai
    expect(minutes).toHaveLength(510)
    const todays = { 5: 6, 15: 2, 30: 1, 60: 1 }
    for (const period of [5, 15, 30, 60] as const) {
      const rows = await rowsOf(String(period))
      expect(rows).toHaveLength((2 * 240) / period + todays[period])
      expect(Bars.formatRows('cn', period, rows)).toBe(
        Bars.formatRows('cn', period, Bars.aggregate('cn', minutes, period)),
      )
    }
    const days = await rowsOf('101')
    // 30 calendar days before Monday 2026-11-23: weekdays from 2026-10-26 to 2026-11-20, no holidays → 20; and today
    expect(days).toHaveLength(21)
    // the last two days' bars and today's so far are the merge of their minutes
    expect(Bars.formatRows('cn', 101, days.slice(-3))).toBe(
      Bars.formatRows('cn', 101, Bars.aggregate('cn', minutes, 101)),
    )
    for (const period of [102, 103] as const) {
      const rows = await rowsOf(String(period))
      expect(Bars.formatRows('cn', period, rows)).toBe(
        Bars.formatRows('cn', period, Bars.aggregate('cn', days, period)),
      )
    }
    expect(await rowsOf('101', '1')).toEqual(days)
    expect(await rowsOf('101', '2')).toEqual(days)
  })

  it('realtime keeps only today: the session before the first start, then one minute more after two ticks', async () => {
    const stock = server.market.instruments().find((i) => i.board === 'chinext') ?? expect.fail()
    const query = { market: stock.market, code: stock.code, interval: '1' }
    const before = ((await chart(query, '/api/stock/realtime/tick.do')).data as string).split(';')
    // started at 10:00 Shanghai: 09:30 … 09:59 were traded before the start (the day's change so far)
    expect(before).toHaveLength(30)
    expect(before[0]?.startsWith('2026-11-23 09:30,')).toBe(true)
    server.market.tickOnce(monday)
    server.market.tickOnce(monday + 1000)
    const rows = ((await chart(query, '/api/stock/realtime/tick.do')).data as string).split(';')
    expect(rows).toHaveLength(31)
    expect(rows.at(-1)?.startsWith('2026-11-23 10:00,')).toBe(true)
  })

  it('refuses a bad period, an unknown code and a wrong market', async () => {
    expect(await chart({ market: 'sh', code: '600000', interval: '7' })).toEqual({
      status: 1,
      msg: 'interval is invalid',
      data: null,
    })
    expect(await chart({ market: 'sh', code: 'ZZZZ', interval: '1' })).toMatchObject({ msg: 'code is invalid' })
    const stock = server.market.instruments().find((i) => i.market === 'sz') ?? expect.fail()
    expect(await chart({ market: 'us', code: stock.code, interval: '1' })).toMatchObject({ msg: 'market is invalid' })
    expect(await chart({ market: 'sh', code: stock.code, interval: '1', right: '3' })).toMatchObject({
      msg: 'right is invalid',
    })
  })
})
