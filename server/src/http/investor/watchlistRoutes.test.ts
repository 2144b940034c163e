import { Price } from '@bourse/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Instrument } from '../../market/Instrument.js'
import { expectJournalReplays } from '../../testing/expectJournalReplays.js'
import { postForm, type Reply } from '../../testing/postForm.js'
import { startTestServer, type TestServer } from '../../testing/startTestServer.js'
import { createTestInvestor } from '../../users/testInvestor.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string | undefined, fields: Record<string, string> = {}) =>
  postForm<unknown>(server.url, path, token, fields)

const stocks = (): Instrument[] => server.market.instruments().filter((i) => i.kind === 'stock' && !i.suspended)
const user = () => createTestInvestor(server.db, now)
const rowsOf = (reply: Reply<unknown>) => (reply.data as { list: { stockCode: string }[] }).list

describe('watchlist: add, is-in, list, remove', () => {
  it('walks a favourite through its life', async () => {
    const a = user()
    const [first, second] = stocks() as [Instrument, Instrument]
    server.market.setPrice(first.code, Price.of('12.34'), now)

    expect(await post('/user/isOption.do', a.token, { code: first.code })).toEqual({ status: 0, msg: 'ok', data: 0 })
    expect(await post('/user/addOption.do', a.token, { code: first.code })).toEqual({
      status: 0,
      msg: 'Added to favourites',
      data: null,
    })
    expect((await post('/user/isOption.do', a.token, { code: first.code })).data).toBe(1)
    // Twice is refused and writes nothing.
    expect(await post('/user/addOption.do', a.token, { code: first.code })).toEqual({
      status: 1,
      msg: 'This stock is already in your favorites',
      data: null,
    })
    server.clock.set(now + 60_000)
    // By market prefix plus code, as the favourites row's stockGid reads.
    expect((await post('/user/addOption.do', a.token, { code: `${second.market}${second.code}` })).status).toBe(0)

    const list = await post('/user/option/list.do', a.token, {})
    expect(list.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 15 })
    expect(rowsOf(list).map((row) => row.stockCode)).toEqual([second.code, first.code])
    expect(rowsOf(list)[1]).toEqual({
      id: first.id,
      stockName: first.name,
      stockCode: first.code,
      stockGid: `${first.market}${first.code}`,
      stock_type: first.market,
      stock_plate: first.board,
      nowPrice: '12.34',
      hcrate: expect.stringMatching(/^-?\d+\.\d{2}$/),
      addTime: now,
    })
    expect(rowsOf(await post('/user/option/list.do', a.token, { keyWords: first.code }))).toHaveLength(1)
    expect(rowsOf(await post('/user/option/list.do', a.token, { pageNum: '2', pageSize: '1' }))).toEqual([
      expect.objectContaining({ stockCode: first.code }),
    ])

    // Another user's watchlist is separate.
    const b = user()
    expect((await post('/user/isOption.do', b.token, { code: first.code })).data).toBe(0)
    expect((await post('/user/option/list.do', b.token, {})).data).toMatchObject({ total: 0, list: [] })
    expect((await post('/user/delOption.do', b.token, { code: first.code })).msg).toBe(
      'This stock is not in your favorites',
    )

    expect(await post('/user/delOption.do', a.token, { code: first.code })).toEqual({
      status: 0,
      msg: 'Removed from favourites',
      data: null,
    })
    expect((await post('/user/isOption.do', a.token, { code: first.code })).data).toBe(0)
    expect((await post('/user/delOption.do', a.token, { code: first.code })).status).toBe(1)
    server.clock.set(now)
  })

  it('refuses an index with the spec text, and futures likewise', async () => {
    const a = user()
    expect(await post('/user/addOption.do', a.token, { code: '000300' })).toEqual({
      status: 1,
      msg: 'The index does not support Favorites!',
      data: null,
    })
    expect((await post('/user/addOption.do', a.token, { code: 'GC' })).msg).toBe('Futures do not support Favorites!')
    expect((await post('/user/option/list.do', a.token)).data).toMatchObject({ total: 0 })
  })

  it('shows the flag on the public stock list once added', async () => {
    const a = user()
    const stock = stocks()[2] as Instrument
    await post('/user/addOption.do', a.token, { code: stock.code })
    const single = await post('/api/stock/getSingleStock.do', a.token, { code: stock.code })
    expect((single.data as { stock: { isOption: number } }).stock.isOption).toBe(1)
  })
})

describe('watchlist bad input', () => {
  it.each([
    ['/user/addOption.do', {}, 'code is required'],
    ['/user/addOption.do', { code: '' }, 'code is required'],
    ['/user/addOption.do', { code: '$$$' }, 'code is invalid'],
    ['/user/addOption.do', { code: 'X'.repeat(13) }, 'code is invalid'],
    ['/user/addOption.do', { code: '-1' }, 'code is invalid'],
    ['/user/addOption.do', { code: 'ZZZ999' }, 'code is invalid'],
    ['/user/delOption.do', {}, 'code is required'],
    ['/user/delOption.do', { code: '999999999999' }, 'code is invalid'],
    ['/user/isOption.do', { code: 'abc!' }, 'code is invalid'],
    ['/user/isOption.do', { code: 'NOPE' }, 'code is invalid'],
    ['/user/option/list.do', { pageSize: '0' }, 'pageSize is invalid'],
    ['/user/option/list.do', { pageNum: 'one' }, 'pageNum is invalid'],
    ['/user/option/list.do', { keyWords: 'x'.repeat(33) }, 'keyWords is invalid'],
  ] as const)('%s %j → %s', async (path, fields, msg) => {
    const a = user()
    expect(await post(path, a.token, fields)).toEqual({ status: 1, msg, data: null })
    expect(server.db.prepare('SELECT count(*) AS n FROM watchlist WHERE user_id = ?').get(a.userId)).toEqual({ n: 0 })
  })

  it('needs a session', async () => {
    for (const path of ['/user/addOption.do', '/user/delOption.do', '/user/option/list.do', '/user/isOption.do']) {
      expect((await post(path, undefined, { code: '000300' })).msg).toBe('Please log in first')
    }
  })
})
