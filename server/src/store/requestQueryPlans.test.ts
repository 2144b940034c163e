import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm } from '../testing/postForm.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { runsOfEachText } from './statementCache.js'

// Monday 10:00 in Shanghai: the A-share and index sessions run, so every order below is decided, not refused by hours.
const monday = '2026-11-23T02:00:00Z'

/** Tables that grow with investors and their history: `users` and every table with a `user_id` column. */
const growingTables = (db: Database.Database): Set<string> => {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  const perUser = tables.filter(({ name }) =>
    (db.prepare(`SELECT name FROM pragma_table_info('${name}')`).all() as { name: string }[]).some(
      (column) => column.name === 'user_id',
    ),
  )
  return new Set(['users', 'events', 'journal', ...perUser.map(({ name }) => name)])
}

/** SQLite's plan of `sql`, its parameters bound to null (a plan does not depend on the values here). */
const planOf = (db: Database.Database, sql: string): string[] => {
  const named = Object.fromEntries([...sql.matchAll(/[@$:]([A-Za-z_]\w*)/g)].map(([, name]) => [name as string, null]))
  const anonymous = [...sql.matchAll(/\?/g)].map(() => null)
  const explain = db.prepare(`EXPLAIN QUERY PLAN ${sql}`)
  const rows = (Object.keys(named).length > 0 ? explain.all(named) : explain.all(...anonymous)) as { detail: string }[]
  return rows.map((row) => row.detail)
}

const bare = (text: string) => text.replace(/[\s()"]/g, '').toLowerCase()

/** The columns or expressions `index` is on, bare: from its definition, or (a key's own index) from SQLite. */
const indexedOn = (db: Database.Database, index: string): string => {
  const row = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(index) as { sql: string | null }
  if (row.sql !== null) return bare(row.sql.slice(row.sql.indexOf('(')))
  const columns = db.prepare(`SELECT name FROM pragma_index_info('${index}')`).all() as { name: string }[]
  return bare(columns.map((column) => column.name).join(','))
}

/**
 * A SEARCH with no constraint is SQLite's MIN/MAX shortcut: one row when the index leads with the aggregate's
 * argument, every row of the index otherwise (`MAX(CAST(id AS INTEGER))` on the text key's own index).
 */
const readsOneRow = (db: Database.Database, sql: string, index: string): boolean => {
  const arguments_ = [...sql.matchAll(/\b(?:MIN|MAX)\((.+?)\)(?:,|\s+AS|\s+FROM|\)\s)/gi)].map(([, argument]) =>
    bare(argument as string),
  )
  return arguments_.some((argument) => indexedOn(db, index).startsWith(argument))
}

/** The reads of `sql` that walk a whole growing table or index: "SCAN events", "SEARCH p USING INDEX i" unconstrained. */
const scansOfGrowingTables = (db: Database.Database, sql: string, growing: ReadonlySet<string>): string[] => {
  const aliases = new Map(
    [...sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)].flatMap(([, table, alias]) => [
      [table as string, table as string],
      ...(alias ? [[alias, table as string] as const] : []),
    ]),
  )
  const isGrowing = (name: string) => growing.has(aliases.get(name) ?? name)
  return planOf(db, sql).filter((detail) => {
    const scan = /^SCAN (\w+)/.exec(detail)
    if (scan) return isGrowing(scan[1] as string)
    const unconstrained = /^SEARCH (\w+) USING (?:COVERING )?INDEX (\w+)$/.exec(detail)
    return (
      unconstrained !== null &&
      isGrowing(unconstrained[1] as string) &&
      !readsOneRow(db, sql, unconstrained[2] as string)
    )
  })
}

/**
 * DECISIONS §24: nothing per request may grow with idle accounts. An investor's day — every read and money path of
 * the trading area and the account area — runs over HTTP; then each SQL text those requests ran is planned by
 * SQLite, and none may scan a table that grows with investors or their history (it must find its rows by an index).
 * PostgreSQL plans by its statistics (a small test database is rightly scanned), so the check is SQLite's.
 */
describe.skipIf(process.env.BOURSE_TEST_DATABASE === 'postgres')('an investor request reads by index', () => {
  let server: TestServer
  let db: Database.Database
  let token: string
  const call = async (path: string, fields: Record<string, string> = {}) => {
    const reply = await postForm<{ list?: Record<string, unknown>[] } & Record<string, unknown>>(
      server.url,
      path,
      token,
      fields,
    )
    if (reply.status !== 0) throw new Error(`${path}: ${reply.msg}`)
    return reply.data
  }

  const get = async (path: string, fields: Record<string, string>) => {
    const reply = (await (await fetch(`${server.url}/prod-api${path}?${new URLSearchParams(fields)}`)).json()) as {
      data: { list: Record<string, unknown>[] }
    }
    return reply.data
  }

  beforeAll(async () => {
    server = await startTestServer({ BOURSE_DEMO: 'on', BOURSE_CLOCK: monday })
    db = server.db as unknown as Database.Database
    const login = await postForm<string>(server.url, '/user/login.do', undefined, {
      phone: '9000000002',
      userPwd: 'demo1234',
    })
    token = login.data
  })
  afterAll(() => server.close())

  it('runs no statement that scans a table growing with investors', async () => {
    const before = runsOfEachText(db)
    const page = { pageNum: '1', pageSize: '10' }
    const stocks = await get('/api/stock/getStock.do', { pageNum: '1', pageSize: '100' })
    const stock = stocks.list?.find((row) => row.isStop === 0 && ['sh', 'sz'].includes(String(row.market)))
    const indexes = await get('/api/index/queryListIndex.do', page)
    await call('/user/getUserInfo.do')
    await call('/api/stock/getSingleStock.do', { code: String(stock?.code) })
    await call('/user/buy.do', { stockId: String(stock?.id), buyNum: '100', buyType: '0', lever: '10' })
    const open = await call('/user/position/list.do', { state: '0', ...page })
    await call('/user/sell.do', { positionSn: String(open.list?.[0]?.positionSn) })
    const target = (Number(stock?.nowPrice) * 0.5).toFixed(2)
    const order = { stockId: String(stock?.code), buyNum: '100', buyType: '0', lever: '10', targetPrice: target }
    const placed = await call('/user/addOrder.do', order)
    await call('/user/orderList.do', page)
    await call('/user/delOrder.do', { id: String(placed.id) })
    await call('/user/transAmt.do', { amt: '50000', type: '1' })
    const index = indexes.list?.[0]
    await call('/user/buyIndex.do', { indexId: String(index?.id), buyNum: '1', buyType: '0', lever: '10' })
    const indexOpen = await call('/user/index/position/list.do', { state: '0', ...page })
    await call('/user/sellIndex.do', { positionSn: String(indexOpen.list?.[0]?.positionSn) })
    await call('/user/position/list.do', { state: '1', ...page })
    await call('/user/cash/list.do', page)
    await call('/user/recharge/list.do', page)
    await call('/user/withdraw/list.do', page)
    await call('/user/option/list.do', page)
    await call('/user/cash/getMessagelist.do', page)
    await call('/user/helpDesk/list.do', page)
    await call('/user/helpDesk/unread.do')
    await call('/user/funds/getUserApplyList.do', page)
    await call('/user/welfare/status.do')
    await call('/user/getOneSubscribeByUserId.do', page)

    const growing = growingTables(db)
    const ran = [...runsOfEachText(db)].filter(([sql, runs]) => runs > (before.get(sql) ?? 0)).map(([sql]) => sql)
    const scans = ran
      .map((sql) => ({ sql: sql.replace(/\s+/g, ' ').trim(), scans: scansOfGrowingTables(db, sql, growing) }))
      .filter((statement) => statement.scans.length > 0)
    expect(ran.length).toBeGreaterThan(20)
    expect(scans).toEqual([])
  })
})
