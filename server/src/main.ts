import { join } from 'node:path'
import { ConfigError, readConfig } from './config.js'
import { seedSampleNews } from './content/sampleNews.js'
import { buildApp } from './http/buildApp.js'
import { HistoryConfigError, historyLengthOf } from './market/historyLength.js'
import { openMarket } from './market/openMarket.js'
import { openSqlite } from './store/openSqlite.js'

const start = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd())
  const db = openSqlite(join(config.dataDir, 'bourse.sqlite'))
  const now = config.frozenClock === undefined ? () => Date.now() : () => config.frozenClock as number
  const history = historyLengthOf(process.env.BOURSE_HISTORY)
  const opened = openMarket({ db, config, now, history })
  seedSampleNews(db, now())
  const app = await buildApp({ config, db, now, market: opened.market })
  const address = await app.listen({ port: config.port, host: config.host })
  process.stdout.write(`Bourse is running at ${address.replace('[::1]', 'localhost')}/\n`)
  process.stdout.write(`  API health: ${address}/prod-api/health\n`)
  process.stdout.write(`  Database:   ${join(config.dataDir, 'bourse.sqlite')} (calendar: ${config.calendar})\n`)
  if (opened.generated) process.stdout.write(`  Market:     generated in ${opened.millis} ms (seed ${config.seed})\n`)
  opened.market.start()
  const stop = () => {
    opened.market.stop()
    return app.close().then(() => db.close())
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Bourse could not start: ${error instanceof ConfigError || error instanceof HistoryConfigError ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
