import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { configurePasswordHashing } from './auth/passwordHash.js'
import { purgeEveryMs, purgeExpired } from './auth/purgeExpired.js'
import { type Clock, createClock } from './clock.js'
import type { ServerConfig } from './config.js'
import { seedSampleNews } from './content/sampleNews.js'
import { seedDemo } from './demo/seedDemo.js'
import { buildApp } from './http/buildApp.js'
import type { HistoryLength } from './market/history.js'
import type { MarketService } from './market/MarketService.js'
import { openMarket } from './market/openMarket.js'
import { createRiskLoop, type RiskLoop } from './risk/riskLoop.js'
import { openSqlite } from './store/openSqlite.js'
import { openPostgres } from './store/postgres/openPostgres.js'
import type { SqlConnection } from './store/SqlConnection.js'

export interface Bourse {
  readonly app: FastifyInstance
  readonly db: SqlConnection
  readonly market: MarketService
  readonly clock: Clock
  /** The stock risk loop, run on every market tick; `risk.runOnce(now)` drives it by hand in tests. */
  readonly risk: RiskLoop
  /** How long generating the market's history took at first start, if it was generated now. */
  readonly generatedInMillis: number | undefined
  close(): Promise<void>
}

/** Opens the database, the market and the HTTP app, seeding demo data when `BOURSE_DEMO` is on. Not yet listening. */
/** How the risk loop is driven: on every market tick (the default), or only by `risk.runOnce(now)` (test servers). */
export interface BourseOptions {
  readonly riskOnTick?: boolean
}

export const openBourse = async (
  config: ServerConfig,
  history: HistoryLength,
  options: BourseOptions = {},
): Promise<Bourse> => {
  configurePasswordHashing(config.passwordHashing)
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(join(config.dataDir, 'bourse.sqlite'))
  const clock = createClock(config.frozenClock)
  const opened = openMarket({ db, config, now: clock.now, history })
  seedSampleNews(db, clock.now())
  if (config.demo) await seedDemo(db, clock.now())
  const app = await buildApp({ config, db, now: clock.now, market: opened.market })
  // Expired idempotency keys, ended sessions and old login failures: once now, then every hour.
  purgeExpired(db, clock.now())
  const purging = setInterval(() => purgeExpired(db, clock.now()), purgeEveryMs).unref()
  const risk = createRiskLoop(db, opened.market, config)
  const stopRisk =
    options.riskOnTick === false ? () => undefined : opened.market.onTick((tick) => risk.runOnce(tick.at))
  return {
    app,
    db,
    market: opened.market,
    clock,
    risk,
    generatedInMillis: opened.generated ? opened.millis : undefined,
    close: async () => {
      opened.market.stop()
      stopRisk()
      clearInterval(purging)
      await app.close()
      db.close()
    },
  }
}
