import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { onFrozenAccount } from './accounts/accountRepository.js'
import type { InconsistentAccountError } from './accounts/inconsistentAccount.js'
import { chainLegacyHistory } from './audit/chainLegacyHistory.js'
import { configurePasswordHashing } from './auth/passwordHash.js'
import { purgeEveryMs, purgeExpired } from './auth/purgeExpired.js'
import { type Clock, createClock } from './clock.js'
import type { ServerConfig } from './config.js'
import { seedSampleNews } from './content/sampleNews.js'
import { seedDemo } from './demo/seedDemo.js'
import { type DocumentsService, openDocuments } from './documents/openDocuments.js'
import { buildApp } from './http/buildApp.js'
import { uploadsDirOf } from './identity/uploadFiles.js'
import { type Leadership, leadershipOf, whileStarting } from './leadership/leaderLock.js'
import type { HistoryLength } from './market/history.js'
import type { MarketService } from './market/MarketService.js'
import { openMarket } from './market/openMarket.js'
import { createPushSender } from './notifications/pushSender.js'
import { webPushKeysOf } from './notifications/webPushKeys.js'
import type { LogStream } from './observability/logOptions.js'
import { createMetricsServer, type MetricsServer } from './observability/metricsServer.js'
import { observeTicks } from './observability/observeTicks.js'
import { openObservability } from './observability/openObservability.js'
import { createRiskLoop, type RiskLoop } from './risk/riskLoop.js'
import { purgeExpiredChallenges } from './secondFactor/factorChallenges.js'
import { observeGroupCommits } from './store/groupCommit.js'
import { openSqlite } from './store/openSqlite.js'
import { openPostgres } from './store/postgres/openPostgres.js'
import type { SqlConnection } from './store/SqlConnection.js'
import { findUserById } from './users/usersRepository.js'
import { openDataVault } from './vault/openDataVault.js'
import { createResealJob } from './vault/resealJob.js'
import { sealClearData } from './vault/sealClearData.js'

/** An account found frozen (issue 34): whose, and the event at which its history stops adding up. */
export interface FrozenAccount {
  readonly userId: number
  readonly phone: string
  readonly seq: number
  readonly eventType: string
  readonly reason: string
}

export interface Bourse {
  readonly app: FastifyInstance
  /**
   * The accounts found frozen while starting (their history does not add up: each named with its event); the
   * server runs, refusing only their commands. Later ones are logged as they are found.
   */
  readonly frozenAtStart: readonly FrozenAccount[]
  readonly db: SqlConnection
  readonly market: MarketService
  readonly clock: Clock
  /** The stock risk loop, run on every market tick; `risk.runOnce(now)` drives it by hand in tests. */
  readonly risk: RiskLoop
  /** How long generating the market's history took at first start, if it was generated now. */
  readonly generatedInMillis: number | undefined
  /** Contract notes and statements (DECISIONS §27): the pipeline, run by the leader; tests drive `runner.runOnce()`. */
  readonly documents: DocumentsService
  /** Whether this process runs the singletons (`startMarket`); always on SQLite once started. */
  readonly leadership: Leadership
  /**
   * Starts the market (`main.ts`; test servers tick by hand): while this process holds the leader lock it runs the
   * simulator, and on each tick the risk loop (day close, pending orders, liquidations, IPO and strong-buy runs);
   * otherwise it reads the quotes the leader stores every `followEveryMs`. `report` hears each change.
   */
  startMarket(report?: (leader: boolean) => void): void
  /**
   * Starts serving `/metrics` on `BOURSE_METRICS_PORT` (apart from the API); answers its address, `undefined` when
   * metrics are off.
   */
  listenMetrics(): Promise<string | undefined>
  close(): Promise<void>
}

/**
 * How the risk loop is driven: on every market tick (the default), or only by `risk.runOnce(now)` (test servers);
 * where log lines go instead of standard output (tests capture them).
 */
export interface BourseOptions {
  readonly riskOnTick?: boolean
  readonly logStream?: LogStream
}

/** How often the push outbox is looked at (a notice reaches the push service within about this long). */
const pushEveryMs = 250

/** How often a process that does not run the simulator reads the stored quotes. */
export const followEveryMs = 1000

/**
 * Opens the database and its vault (a wrong master key stops here, nothing changed), seals personal data an older
 * version left in clear, generates or loads the market and seeds what is missing (one process at a time).
 */
const openStore = async (
  config: ServerConfig,
  history: HistoryLength,
  frozen: (error: InconsistentAccountError) => void,
) => {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(join(config.dataDir, 'bourse.sqlite'))
  // One account whose history does not add up is frozen and named, never the whole start stopped (issue 34).
  onFrozenAccount(db, frozen)
  const clock = createClock(config.frozenClock)
  const { vault, firstOpen } = openDataVault(db, config.masterKey, config.dataDir, clock.now())
  if (firstOpen) sealClearData(db, vault, uploadsDirOf(config.dataDir))
  const opened = openMarket({ db, config, now: clock.now, history })
  seedSampleNews(db, clock.now())
  chainLegacyHistory(db, clock.now())
  if (config.demo) await seedDemo(db, clock.now(), config.demoTotpSecret)
  return { db, clock, opened }
}

/**
 * Runs the market while `leadership` says this process leads, and follows the stored quotes otherwise; `follow` runs
 * after each reading of them (the risk loop's standby).
 */
const marketUnder = (leadership: Leadership, market: MarketService, now: () => number, follow: () => void) => {
  let following: NodeJS.Timeout | undefined
  /** Whether this process followed a leader (then a hand-over ticks at once rather than a second later). */
  let followed = false
  const stopFollowing = () => {
    if (following) clearInterval(following)
    following = undefined
  }
  const followQuotes = () => {
    followed = true
    market.reloadQuotes()
    follow()
  }
  return {
    start: (report: (leader: boolean) => void) => {
      following = setInterval(followQuotes, followEveryMs).unref()
      leadership.start((leader) => {
        if (leader) {
          stopFollowing()
          market.reloadQuotes()
          market.start()
          if (followed) market.tickOnce(now())
        } else {
          market.stop()
          following ??= setInterval(followQuotes, followEveryMs).unref()
        }
        report(leader)
      })
    },
    stop: async () => {
      stopFollowing()
      market.stop()
      await leadership.stop()
    },
  }
}

/**
 * Opens the database, the market and the HTTP app, seeding demo data when `BOURSE_DEMO` is on (on PostgreSQL under
 * the start lock, so servers started together do this one after the other). Not yet listening.
 */
export const openBourse = async (
  config: ServerConfig,
  history: HistoryLength,
  options: BourseOptions = {},
): Promise<Bourse> => {
  configurePasswordHashing(config.passwordHashing)
  const { databaseUrl } = config
  const foundFrozen: InconsistentAccountError[] = []
  let frozenFound = (error: InconsistentAccountError) => {
    foundFrozen.push(error)
  }
  const frozen = (error: InconsistentAccountError) => frozenFound(error)
  const { db, clock, opened } = databaseUrl
    ? await whileStarting(databaseUrl, () => openStore(config, history, frozen))
    : await openStore(config, history, frozen)
  const named = (error: InconsistentAccountError): FrozenAccount => ({
    userId: error.userId,
    phone: findUserById(db, error.userId)?.phone ?? '?',
    seq: error.seq,
    eventType: error.eventType,
    reason: error.reason,
  })
  const frozenAtStart = foundFrozen.map(named)
  const leadership = leadershipOf(databaseUrl)
  const singletons = marketUnder(leadership, opened.market, clock.now, () => {
    if (options.riskOnTick === false) return
    try {
      risk.standBy(clock.now())
    } catch (error) {
      app.log.error({ err: error }, 'the standby risk books could not catch up; retried next second')
    }
  })
  const observability = openObservability(config, db, options.logStream)
  const { metrics } = observability
  // Documents log through the app's logger, which exists only once the app is built.
  let log: (line: string, fields: Record<string, unknown>) => void = () => undefined
  const documents = await openDocuments(
    config,
    db,
    clock.now,
    () => leadership.isLeader,
    (line, fields) => log(line, fields),
  )
  const app = await buildApp({ config, db, now: clock.now, market: opened.market, observability, documents })
  log = (line, fields) => app.log.info(fields, line)
  const logFrozen = (account: FrozenAccount) =>
    app.log.error(account, 'account frozen: its stored history does not add up; its commands are refused')
  for (const account of frozenAtStart) logFrozen(account)
  frozenFound = (error) => logFrozen(named(error))
  if (metrics) {
    observeGroupCommits(db, (units, seconds) => {
      metrics.commitBatchSize.observe(units)
      metrics.commitDuration.observe(seconds)
    })
  }
  const metricsServer: MetricsServer | undefined =
    metrics && config.metrics !== 'off' ? createMetricsServer(metrics, config.metrics) : undefined
  // Expired idempotency keys, ended sessions and old login failures: once now, then every hour.
  const purge = () => {
    purgeExpired(db, clock.now())
    purgeExpiredChallenges(db, clock.now())
  }
  purge()
  const purging = setInterval(purge, purgeEveryMs).unref()
  const risk = createRiskLoop(
    db,
    opened.market,
    config,
    (what, error) => app.log.error({ err: error, what }, 'risk action failed'),
    clock.now,
  )
  // Web Push: every process sends what its outbox holds (each push is claimed by one), a few times a second.
  const pushes = createPushSender(db, webPushKeysOf(db, clock.now()), config.push.subject)
  const pushing = setInterval(() => {
    pushes.sendWaiting(clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'push sending failed'))
  }, pushEveryMs).unref()
  // Records sealed under a rotated-out key are resealed a slice a tick, on the leader that ticks.
  const reseal = createResealJob(db, uploadsDirOf(config.dataDir))
  const stopResealing = opened.market.onTick((tick) => {
    try {
      reseal.step(tick.at)
    } catch (error) {
      app.log.error({ err: error }, 'resealing under the new key failed; retried next tick')
    }
  })
  const { ticks } = observability.readiness
  const stopTicks = opened.market.onTick(
    observeTicks(ticks, options.riskOnTick === false ? undefined : risk, app.log, metrics),
  )
  // The documents' day close rides on the leader's ticks, as the risk loop's does (test servers run it by hand).
  const stopDocumentDays =
    options.riskOnTick === false ? () => undefined : opened.market.onTick((tick) => documents.dayClosed(tick.at))
  return {
    app,
    frozenAtStart,
    db,
    market: opened.market,
    clock,
    risk,
    documents,
    generatedInMillis: opened.generated ? opened.millis : undefined,
    leadership,
    startMarket: (report = () => undefined) => {
      // A follower that is not leading yet still serves fresh quotes.
      if (databaseUrl) report(false)
      // Every process builds the risk books at its start, in slices (the ticks skip the book's work until then, so the
      // event loop is never held for the whole book); a follower keeps them patched from what the leader commits — a
      // hot standby — so a hand-over sweeps at its first tick.
      ticks.booksBuilding = true
      void risk.prepare().finally(() => {
        ticks.booksBuilding = false
      })
      singletons.start((leader) => {
        ticks.leading = leader
        // The tick age counts from the hand-over until the first tick.
        ticks.lastTickAt = performance.now()
        app.log.info({ leader }, leader ? 'leader hand-over: leading' : 'leader hand-over: following')
        if (leader) {
          documents.runner.start()
          risk.takeOver()
        }
        report(leader)
      })
    },
    listenMetrics: async () => metricsServer?.listen(),
    close: async () => {
      await singletons.stop()
      stopTicks()
      stopResealing()
      clearInterval(pushing)
      stopDocumentDays()
      await documents.close()
      observability.stop()
      await metricsServer?.close()
      clearInterval(purging)
      await app.close()
      db.close()
    },
  }
}
