import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readConfig, type ServerConfig } from '../config.js'
import { seedSampleNews } from '../content/sampleNews.js'
import { buildApp } from '../http/buildApp.js'
import { historyLengthOf } from '../market/historyLength.js'
import type { MarketService } from '../market/MarketService.js'
import { openMarket } from '../market/openMarket.js'
import { openSqlite, type Sqlite } from '../store/openSqlite.js'

export interface TestServer {
  readonly url: string
  readonly db: Sqlite
  readonly config: ServerConfig
  /** The simulated market, not ticking: drive it with `market.tickOnce(now)` and `market.setPrice(…)`. */
  readonly market: MarketService
  close(): Promise<void>
}

/**
 * A real server on a random loopback port over a fresh database file in a temporary folder. The market has no history
 * unless `BOURSE_HISTORY` says `short` or `full`, so a test server starts in milliseconds.
 */
export const startTestServer = async (env: NodeJS.ProcessEnv = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-test-'))
  const config = readConfig({ BOURSE_DEMO: 'off', ...env, BOURSE_DATA_DIR: dataDir, PORT: '0' }, process.cwd())
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  const now = config.frozenClock === undefined ? () => Date.now() : () => config.frozenClock as number
  const { market } = openMarket({ db, config, now, history: historyLengthOf(env.BOURSE_HISTORY ?? 'off') })
  seedSampleNews(db, now())
  const app = await buildApp({ config, db, now, market })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url,
    db,
    config,
    market,
    close: async () => {
      market.stop()
      await app.close()
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
