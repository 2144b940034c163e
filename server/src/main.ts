import { join } from 'node:path'
import { ConfigError, isLoopbackHost, readConfig } from './config.js'
import { demoLogins } from './demo/seedDemo.js'
import { HistoryConfigError, historyLengthOf } from './market/historyLength.js'
import { openBourse } from './openBourse.js'
import { MasterKeyError } from './vault/masterKey.js'

const start = async (): Promise<void> => {
  const config = readConfig(process.env, process.cwd())
  const bourse = await openBourse(config, historyLengthOf(process.env.BOURSE_HISTORY))
  const address = await bourse.app.listen({ port: config.port, host: config.host })
  const print = (line: string) => process.stdout.write(`${line}\n`)
  print(`Bourse is running at ${address.replace('[::1]', 'localhost')}/`)
  print(`  API health: ${address}/prod-api/health (liveness), ${address}/prod-api/ready (readiness)`)
  const metricsUrl = await bourse.listenMetrics().catch((error: unknown) => {
    // The API still serves; the operator sees why Prometheus cannot scrape this process.
    bourse.app.log.error({ err: error }, 'metrics server not started')
    return undefined
  })
  if (metricsUrl) print(`  Metrics:    ${metricsUrl}`)
  const database = config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
    : join(config.dataDir, 'bourse.sqlite')
  print(`  Database:   ${database} (calendar: ${config.calendar})`)
  if (bourse.generatedInMillis !== undefined) {
    print(`  Market:     history generated in ${bourse.generatedInMillis} ms (seed ${config.seed})`)
  }
  if (config.demo) {
    print(`  Demo logins (simulated brokerage, no real money): invitation code ${demoLogins.invitationCode}`)
    for (const user of demoLogins.users) print(`    phone ${user.phone}  password ${user.password}`)
    for (const member of demoLogins.staff) print(`    staff ${member.name}  password ${member.password}  (/staff-api)`)
    print(`    staff TOTP secret ${config.demoTotpSecret} (every demo member; BOURSE_DEMO_TOTP_SECRET sets another)`)
    print(`      the code now: npx pnpm --silent bourse totp ${config.demoTotpSecret}  (or oathtool --totp -b …)`)
    if (!isLoopbackHost(config.host)) {
      print(`  WARNING: HOST=${config.host} publishes these demo logins to every machine that reaches it`)
      print('           (BOURSE_DEMO_ON_PUBLIC_HOST=yes). Set BOURSE_DEMO=off for a real deployment.')
    }
  }
  bourse.startMarket((leader) =>
    print(
      leader
        ? 'Leader:     this process runs the market simulator, the risk loop and the day close'
        : 'Follower:   another process runs the market simulator; quotes are read from the database',
    ),
  )
  const stop = () => void bourse.close()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof HistoryConfigError || error instanceof MasterKeyError
  process.stderr.write(`Bourse could not start: ${known ? (error as Error).message : String(error)}\n`)
  process.exit(1)
})
