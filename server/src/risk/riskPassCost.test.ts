import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config.js'
import { historyLengthOf } from '../market/historyLength.js'
import type { Instrument } from '../market/Instrument.js'
import { type Bourse, openBourse } from '../openBourse.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection, SqlStatement } from '../store/SqlConnection.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { createRiskBooks } from './riskBooks.js'
import { createRiskLoop, type RiskLoop } from './riskLoop.js'
import { seedHolders } from './testing/seedHolders.js'
import { seedSubaccounts } from './testing/seedSubaccounts.js'

/** The connection with a count of the statements run through it. */
const counting = (db: SqlConnection) => {
  let statements = 0
  const counted = (statement: SqlStatement): SqlStatement => ({
    run: (...params) => {
      statements++
      return statement.run(...params)
    },
    get: (...params) => {
      statements++
      return statement.get(...params)
    },
    all: (...params) => {
      statements++
      return statement.all(...params)
    },
  })
  const connection: SqlConnection = {
    prepare: (sql) => counted(db.prepare(sql)),
    transaction: (work) => db.transaction(work),
    exec: (sql) => db.exec(sql),
    get inTransaction() {
      return db.inTransaction
    },
    get open() {
      return db.open
    },
    close: () => db.close(),
  }
  return { connection, statements: () => statements }
}

// Monday 10:00 in Shanghai: A-share sessions run, so every rule of the pass applies.
const now = Date.parse('2026-11-23T02:00:00Z')

describe('a risk pass costs what the book costs, not what the number of holders costs (DECISIONS §24)', () => {
  let bourse: Bourse
  let dataDir: string
  let stocks: Instrument[]
  let loop: RiskLoop
  let db: ReturnType<typeof counting>
  let tick = 0
  let base: Map<string, Price.Price>
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bourse-risk-cost-'))
    const config = readConfig(
      { BOURSE_DEMO: 'off', BOURSE_DATA_DIR: dataDir, BOURSE_CLOCK: new Date(now).toISOString(), PORT: '0' },
      process.cwd(),
    )
    bourse = await openBourse(config, historyLengthOf('off'), { riskOnTick: false })
    stocks = bourse.market
      .instruments()
      .filter((i) => i.kind === 'stock' && i.market === 'sh' && !i.suspended)
      .slice(0, 5)
    base = new Map(stocks.map((stock) => [stock.code, bourse.market.quote(stock.code)?.price ?? expect.fail()]))
    db = counting(bourse.db)
    loop = createRiskLoop(db.connection, bourse.market, config)
  })
  afterAll(async () => {
    await bourse.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The statements of one pass after every price moved by a paisa (no account comes near its line). */
  const quietPass = () => {
    tick++
    for (const [code, price] of base)
      bourse.market.setPrice(code, Price.of(tick % 2 ? price.minus('0.01') : price), now)
    const before = db.statements()
    const actions = loop.runOnce(now)
    return { statements: db.statements() - before, actions }
  }

  const seed = (count: number, firstPhone: number, deposit = '100000', held = stocks) =>
    seedHolders(bourse.db, bourse.market, { count, positionsEach: 2, deposit, firstPhone, stocks: held }, now)

  it('runs the same statements with 10× the holders, and reads none of them', () => {
    seed(60, 9_300_000_000)
    loop.runOnce(now) // builds the books
    const small = quietPass()
    expect(loop.books.stock.size).toBe(60)

    seed(540, 9_300_100_000)
    loop.runOnce(now) // catches up with the 540 new holders
    expect(loop.books.stock.size).toBe(600)
    const large = quietPass()

    expect(small.actions).toEqual([])
    expect(large.actions).toEqual([])
    // The settings, the change feed and the once-a-pass schedules: a handful, whatever the number of holders.
    expect(large.statements).toBe(small.statements)
    expect(large.statements).toBeLessThanOrEqual(8)
  })

  it('still acts at once on the one account that crosses its line among them', () => {
    const stock = stocks[0] as Instrument
    const price = base.get(stock.code) as Price.Price
    // Two positions of 100 shares at 10×: margin 2 × 10 × price; a deposit of 30 × price leaves room for the charges.
    const [victim] = seed(1, 9_300_200_000, price.times(30).toFixed(2), [stock])
    loop.runOnce(now)
    expect(loop.books.stock.has(String(victim))).toBe(true)
    // Half the price: a loss of 100 × price against a line of 0.8 × ≈ 30 × price.
    bourse.market.setPrice(stock.code, Price.of(price.dividedBy(2).toFixed(2)), now)
    const actions = loop.runOnce(now)
    expect(actions).toEqual([{ type: 'liquidateStockAccount', userId: victim, ref: String(now) }])
    expect(loop.books.stock.has(String(victim))).toBe(false)
    bourse.market.setPrice(stock.code, price, now)
    expectJournalReplays(bourse.db)
  })

  const borrowers = (count: number, firstPhone: number, held = stocks) =>
    seedSubaccounts(bourse.db, bourse.market, { count, positionsEach: 2, firstPhone, stocks: held }, now)

  it('runs the same statements with 10× the active financing sub-accounts, and reads none of them', () => {
    borrowers(30, 9_400_000_000)
    loop.runOnce(now) // catches up with the 30 sub-accounts
    const small = quietPass()
    expect(loop.books.financing.book.size).toBe(30)

    borrowers(270, 9_400_100_000)
    loop.runOnce(now)
    expect(loop.books.financing.book.size).toBe(300)
    const large = quietPass()

    expect(small.actions).toEqual([])
    expect(large.actions).toEqual([])
    expect(large.statements).toBe(small.statements)
    expect(large.statements).toBeLessThanOrEqual(8)
  })

  it('acts at once on the one sub-account that reaches its unwind line or a split target among them', () => {
    const others = new Set(stocks.map((stock) => stock.code))
    // A stock no one else holds, dear enough that 20.00 less is past the unwind line but above the stop-loss (half).
    const priceOf = (code: string) => bourse.market.quote(code)?.price ?? expect.fail(`no price for ${code}`)
    const stock = bourse.market
      .instruments()
      .filter((i) => i.kind === 'stock' && i.market === 'sh' && !i.suspended && !others.has(i.code))
      .sort((a, b) => priceOf(b.code).cmp(priceOf(a.code)))[0] as Instrument
    const price = priceOf(stock.code)
    expect(price.gt(40)).toBe(true)
    const one = (phone: number) =>
      seedSubaccounts(bourse.db, bourse.market, { count: 1, positionsEach: 1, firstPhone: phone, stocks: [stock] }, now)
    const applicationOf = (userId: number | undefined) =>
      bourse.db
        .prepare('SELECT id, subaccount_number AS number FROM financing_applications WHERE user_id = ?')
        .get(userId ?? 0) as { id: number; number: string }
    const subaccountOf = (userId: number | undefined) => applicationOf(userId).number
    const [unwound] = one(9_400_200_000)
    loop.runOnce(now)
    // 100 shares 20.00 lower: 59 940 of cash and margin − the opening charges − 2 000 < the unwind line 58 200.00.
    bourse.market.setPrice(stock.code, Price.of(price.minus(20).toFixed(2)), now)
    expect(loop.runOnce(now)).toEqual([{ type: 'endFinancing', userId: unwound, ref: subaccountOf(unwound) }])
    expect(loop.books.financing.book.size).toBe(300)

    bourse.market.setPrice(stock.code, price, now)
    const [target] = one(9_400_200_001)
    expect(loop.runOnce(now)).toEqual([])
    // Twice the price: its take-profit, and nobody else's.
    bourse.market.setPrice(stock.code, Price.of(price.times(2).toFixed(2)), now)
    expect(loop.runOnce(now)).toEqual([{ type: 'closeFinancingPosition', userId: target, ref: subaccountOf(target) }])
    bourse.market.setPrice(stock.code, price, now)
    expect(loop.runOnce(now)).toEqual([])
    // Still active with no position: its row stays, judged by its cash against its lines.
    expect(loop.books.financing.book.row(String(applicationOf(target).id))?.nets).toEqual({})
    // The book patched through every change holds what a book built now from the read tables holds.
    const fresh = createRiskBooks(bourse.db, readSettings(bourse.db))
    fresh.ready()
    const active = (
      bourse.db.prepare('SELECT id FROM financing_applications WHERE status = 1').all() as { id: number }[]
    ).map((row) => String(row.id))
    expect(fresh.financing.book.size).toBe(active.length)
    for (const id of active) expect(loop.books.financing.book.row(id)).toEqual(fresh.financing.book.row(id))
    expect(loop.books.financing.dueBy(now + 2 * 86_400_000)).toEqual(fresh.financing.dueBy(now + 2 * 86_400_000))
  })
})
