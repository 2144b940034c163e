import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Alerts, type Gtt, Price } from '@bourse/core'
import { insertAlert } from '../src/alerts/alertRows.js'
import { insertGtt } from '../src/gtt/gttRows.js'
import type { Instrument } from '../src/market/Instrument.js'
import type { Bourse } from '../src/openBourse.js'
import { inBatchesOfFifty } from '../src/risk/testing/seededInvestor.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'
import { openBenchBourse, tradableStocks } from './benchBourse.js'

/**
 * The alerts and GTT scale bench (issue 30): for each number of investors in `WATCH_INVESTORS` (default
 * `1000,10000,100000`; each funded, holding one position), on a fresh SQLite database, the books' build and the main
 * thread's time of a tick plus its risk pass (p50 / p99 over 60 ticks) without alerts and GTTs, then with ten alerts
 * and two or three GTTs an investor (1 000 000 and 250 000 at 100 000 investors) set far from the prices, so the tick
 * is quiet; then a tick where 5 % of them cross: every firing must be recorded (and its notification row written)
 * within that tick's risk pass.
 */

const print = (line = '') => process.stdout.write(`${line}\n`)
const steps = (process.env.WATCH_INVESTORS ?? '1000,10000,100000').split(',').map((n) => Number(n.trim()))
const alertsEach = 10
const ticks = 60
const warmupTicks = 10
const yearMs = 365 * 24 * 60 * 60 * 1000

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
const p50p99 = (values: readonly number[]) =>
  `${percentile(values, 0.5).toFixed(2)} / ${percentile(values, 0.99).toFixed(2)}`

/** Wall time of each of `ticks` ticks with their risk pass, after `warmupTicks` that compile the code. */
const tickWalls = (bourse: Bourse): number[] => {
  const walls: number[] = []
  for (let tick = 0; tick < warmupTicks + ticks; tick++) {
    const now = bourse.clock.now()
    const started = performance.now()
    bourse.market.tickOnce(now)
    bourse.risk.runOnce(now)
    if (tick >= warmupTicks) walls.push(performance.now() - started)
  }
  return walls
}

/** Opens the database afresh and builds the books: answers the bourse and the build's wall time. */
const reopened = async (dataDir: string): Promise<{ bourse: Bourse; buildMs: number }> => {
  const bourse = await openBenchBourse(dataDir)
  const started = performance.now()
  await bourse.risk.prepare()
  return { bourse, buildMs: performance.now() - started }
}

const priceOf = (bourse: Bourse, code: string) => bourse.market.quote(code)?.price as Price.Price
const scaled = (price: Price.Price, factor: number) => Price.of(price.times(factor).toFixed(2))

/**
 * Ten alerts and two or three GTTs for each investor, on the stocks round robin. `near` of every twenty alerts and
 * GTTs sit just above the price (crossed by a 3 % rise); the others far away (half or three times the price, a
 * volume no day reaches).
 */
const seedWatches = (bourse: Bourse, userIds: readonly number[], stocks: readonly Instrument[]) => {
  const { db } = bourse
  const now = bourse.clock.now()
  let n = 0
  const near = { alerts: 0, gtts: 0 }
  const next = () => stocks[n++ % stocks.length] as Instrument
  const nearEveryTwenty = (k: number) => k % 20 === 0
  inBatchesOfFifty(db, userIds.length, (i) => {
    const userId = userIds[i] as number
    for (let k = 0; k < alertsEach; k++) {
      const stock = next()
      const price = priceOf(bourse, stock.code)
      const isNear = nearEveryTwenty(i * alertsEach + k)
      if (isNear) near.alerts += 1
      const far: [Alerts.AlertField, Alerts.AlertOp, string] =
        k % 10 < 7
          ? ['nowPrice', k % 2 === 0 ? '>=' : '<=', scaled(price, k % 2 === 0 ? 3 : 0.5).toFixed(2)]
          : k % 10 < 9
            ? ['dayChangePercent', '>=', '25']
            : ['volume', '>=', '999999999999']
      const [field, op, value] = isNear ? ['nowPrice', '>=', scaled(price, 1.01).toFixed(2)] : far
      insertAlert(db, {
        userId,
        code: stock.code,
        field: field as Alerts.AlertField,
        op: op as Alerts.AlertOp,
        value,
        otherCode: null,
        repeat: 'once',
        armedFrom: now,
        expiresAt: now + yearMs,
        createdAt: now,
      })
    }
    for (let k = 0; k < 2 + (i % 2); k++) {
      const stock = next()
      const price = priceOf(bourse, stock.code)
      const isNear = nearEveryTwenty(i * 3 + k)
      if (isNear) near.gtts += 1
      const rise = isNear ? scaled(price, 1.01) : scaled(price, 3)
      const leg = (triggerPrice: Price.Price, side: Gtt.ArmedLeg['side']): Gtt.ArmedLeg => ({
        triggerPrice,
        side,
        buyType: 0,
        buyNum: 100,
        lever: 10,
        limitPrice: scaled(price, 1.05),
      })
      const legs = k % 2 === 0 ? [leg(rise, 'rise')] : [leg(rise, 'rise'), leg(scaled(price, 0.5), 'fall')]
      insertGtt(db, {
        userId,
        code: stock.code,
        type: legs.length === 1 ? 'single' : 'oco',
        lastPrice: price.toFixed(2),
        legs,
        expiresAt: now + yearMs,
        createdAt: now,
      })
    }
  })
  return near
}

const countOf = (bourse: Bourse, sql: string) => Number((bourse.db.prepare(sql).get() as { n: number | string }).n)

/** Every stock up 3 %: the near alerts and GTT legs cross; answers what fired and the pass's wall time. */
const crossingTick = (bourse: Bourse, stocks: readonly Instrument[]) => {
  const now = bourse.clock.now()
  for (const stock of stocks) bourse.market.setPrice(stock.code, scaled(priceOf(bourse, stock.code), 1.03), now)
  const started = performance.now()
  bourse.risk.runOnce(now)
  const passMs = performance.now() - started
  return {
    passMs,
    alertsFired: countOf(bourse, "SELECT COUNT(*) AS n FROM alerts WHERE status = 'triggered'"),
    gttsFired: countOf(bourse, "SELECT COUNT(*) AS n FROM gtts WHERE status IN ('triggered', 'rejected')"),
  }
}

const runStep = async (investors: number) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-watch-scale-'))
  try {
    let bourse = await openBenchBourse(dataDir)
    const stocks = tradableStocks(bourse, '1.05')
    const seedStarted = performance.now()
    const userIds: number[] = []
    const now = bourse.clock.now()
    for (let done = 0; done < investors; done += 1000) {
      const count = Math.min(1000, investors - done)
      const seed = { count, positionsEach: 1, deposit: '10000000', firstPhone: 6_000_000_000 + done, stocks }
      userIds.push(...seedHolders(bourse.db, bourse.market, seed, now))
    }
    const seededS = (performance.now() - seedStarted) / 1000
    await bourse.close()
    let opened = await reopened(dataDir)
    bourse = opened.bourse
    const without = { buildMs: opened.buildMs, walls: tickWalls(bourse) }
    const watchStarted = performance.now()
    const near = seedWatches(bourse, userIds, stocks)
    const watchSeededS = (performance.now() - watchStarted) / 1000
    await bourse.close()
    opened = await reopened(dataDir)
    bourse = opened.bourse
    const withWatches = { buildMs: opened.buildMs, walls: tickWalls(bourse) }
    const alerts = countOf(bourse, "SELECT COUNT(*) AS n FROM alerts WHERE status = 'active'")
    const gtts = countOf(bourse, "SELECT COUNT(*) AS n FROM gtts WHERE status = 'active'")
    const crossed = crossingTick(bourse, stocks)
    const notices = countOf(bourse, 'SELECT COUNT(*) AS n FROM messages')
    await bourse.close()
    const extraP50 = percentile(withWatches.walls, 0.5) - percentile(without.walls, 0.5)
    const extraP99 = percentile(withWatches.walls, 0.99) - percentile(without.walls, 0.99)
    print(
      `  ${String(investors).padStart(9)} | ${`${alerts} / ${gtts}`.padStart(17)} | ${`${seededS.toFixed(0)} + ${watchSeededS.toFixed(0)} s`.padStart(11)} | ${`${(without.buildMs / 1000).toFixed(2)} → ${(withWatches.buildMs / 1000).toFixed(2)} s`.padStart(17)} | ${p50p99(without.walls).padStart(15)} | ${p50p99(withWatches.walls).padStart(15)} | ${`${extraP50.toFixed(2)} / ${extraP99.toFixed(2)}`.padStart(13)} | ${`${crossed.alertsFired} + ${crossed.gttsFired} / ${near.alerts} + ${near.gtts} in ${crossed.passMs.toFixed(0)} ms`.padStart(34)} | ${String(notices).padStart(7)}`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

print(`# alerts and GTT at scale (issue 30) — ${cpus().length} cores, node ${process.version}`)
print(
  '  investors | alerts / GTTs     | seeded      | books build       | tick ms without | tick ms with    | more p50/p99  | 5 % crossing: fired / near         | notices',
)
for (const investors of steps) {
  print(`    (load average ${loadavg()[0]?.toFixed(1)})`)
  await runStep(investors)
}
