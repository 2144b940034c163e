import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What the metrics read at scrape time rather than count as things happen. */
export interface MetricsSources {
  /** Items waiting for someone, by queue (`realName`, `withdrawals`, `recharges` …). */
  readonly queueDepths: () => Readonly<Record<string, number>>
  /** Whether this process runs the singletons (market tick, risk loop). */
  readonly leading: () => boolean
  /** Seconds since this process's last market tick; `undefined` before the first one. */
  readonly lastTickAgeSeconds: () => number | undefined
  /** The latest document run of each kind and its counts by outcome (sent, kept, waiting, failed). */
  readonly documentRuns: () => readonly {
    readonly kind: string
    readonly period: string
    readonly counts: Readonly<Record<string, number>>
  }[]
  /** Look-ups so far of each cache, by name (`account`): counters kept by the cache itself. */
  readonly cacheLookups: () => Readonly<Record<string, { readonly hits: number; readonly misses: number }>>
}

/** Seconds: from a fast cached read (about 1 ms) to the point a client gives up. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const batchBuckets = [1, 2, 4, 8, 16, 32, 64, 128, 256]

/**
 * The server's Prometheus series in a registry of their own (every test server has one), with Node's default
 * process metrics (CPU, memory, GC, event-loop lag). Modules get it passed in, as the clock; core never sees it.
 */
export const createMetrics = (sources: MetricsSources) => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'bourse_http_request_duration_seconds',
      help: 'HTTP answers by method, route pattern and HTTP status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: durationBuckets,
      registers,
    }),
    orders: new Counter({
      name: 'bourse_orders_total',
      help: 'Order and close requests by route and outcome (accepted, refused, failed)',
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    refusals: new Counter({
      name: 'bourse_refusals_total',
      help: 'Answers with a refusal envelope (status not 0), by route and catalogue reason',
      labelNames: ['route', 'reason'] as const,
      registers,
    }),
    tickDuration: new Histogram({
      name: 'bourse_market_tick_duration_seconds',
      help: "A market tick: the price step and everything run on it (the risk pass's share is its own series)",
      buckets: durationBuckets,
      registers,
    }),
    riskPassDuration: new Histogram({
      name: 'bourse_risk_pass_duration_seconds',
      help: 'One pass of the risk loop (day close, pending orders, TP/SL, liquidation, contracts, new shares)',
      buckets: durationBuckets,
      registers,
    }),
    accountsChecked: new Counter({
      name: 'bourse_risk_accounts_checked_total',
      help: 'Accounts the risk loop checked, summed over its passes (one pass per tick)',
      registers,
    }),
    accountsLiquidated: new Counter({
      name: 'bourse_risk_accounts_liquidated_total',
      help: 'Accounts the risk loop liquidated',
      registers,
    }),
    riskPassFailures: new Counter({
      name: 'bourse_risk_pass_failures_total',
      help: 'Risk passes that threw',
      registers,
    }),
    commitDuration: new Histogram({
      name: 'bourse_db_commit_duration_seconds',
      help: 'A group commit: from its first unit to the commit being durable (answers wait for it)',
      buckets: durationBuckets,
      registers,
    }),
    liveSockets: new Gauge({
      name: 'bourse_live_sockets',
      help: 'Live sockets (/prod-api/live, /staff-api/live) open now',
      registers,
    }),
    liveMessagesSent: new Counter({
      name: 'bourse_live_messages_sent_total',
      help: 'Messages sent on live sockets, by channel (quote, account, staff, system)',
      labelNames: ['channel'] as const,
      registers,
    }),
    liveBytesSent: new Counter({
      name: 'bourse_live_bytes_sent_total',
      help: 'Bytes of the messages sent on live sockets, by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
    liveFlushDuration: new Histogram({
      name: 'bourse_live_flush_duration_seconds',
      help: "One flush of the live sockets: the quote board's changes serialized once, every socket's frame sent",
      buckets: durationBuckets,
      registers,
    }),
    liveSocketsClosed: new Counter({
      name: 'bourse_live_sockets_closed_total',
      help: 'Live sockets the server closed, by reason (tooSlow, tooChatty, deadLink, sessionEnded, restarting)',
      labelNames: ['reason'] as const,
      registers,
    }),
    commitBatchSize: new Histogram({
      name: 'bourse_db_commit_batch_size',
      help: 'Units of work committed together by one group commit',
      buckets: batchBuckets,
      registers,
    }),
  }
  const counted = new Map<string, number>()
  new Counter({
    name: 'bourse_cache_lookups_total',
    help: 'Cache look-ups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      for (const [cache, lookups] of Object.entries(sources.cacheLookups())) {
        for (const result of ['hit', 'miss'] as const) {
          const total = result === 'hit' ? lookups.hits : lookups.misses
          const key = `${cache}:${result}`
          // The cache counts for the whole process; this series adds what it counted since the last scrape.
          this.inc({ cache, result }, Math.max(0, total - (counted.get(key) ?? 0)))
          counted.set(key, total)
        }
      }
    },
  })
  new Gauge({
    name: 'bourse_queue_depth',
    help: 'Items waiting for staff or for the payment provider, by queue',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      for (const [queue, depth] of Object.entries(sources.queueDepths())) this.set({ queue }, depth)
    },
  })
  new Gauge({
    name: 'bourse_documents',
    help: 'The latest run of contract notes (kind note) and statements: documents by outcome (sent, kept, waiting, failed)',
    labelNames: ['kind', 'period', 'outcome'] as const,
    registers,
    collect() {
      this.reset()
      for (const run of sources.documentRuns())
        for (const [outcome, count] of Object.entries(run.counts))
          this.set({ kind: run.kind, period: run.period, outcome }, count)
    },
  })
  new Gauge({
    name: 'bourse_leader',
    help: '1 while this process runs the market tick and the risk loop, else 0',
    registers,
    collect() {
      this.set(sources.leading() ? 1 : 0)
    },
  })
  new Gauge({
    name: 'bourse_market_last_tick_age_seconds',
    help: "Seconds since this process's last market tick (absent before the first)",
    registers,
    collect() {
      const age = sources.lastTickAgeSeconds()
      if (age === undefined) this.reset()
      else this.set(age)
    },
  })
  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>
