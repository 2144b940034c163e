import pg from 'pg'

/**
 * Which process runs the singletons — the market simulator's tick, the risk loop on each tick (day close, pending
 * orders, liquidations, IPO and strong-buy runs): exactly one at a time among the servers on one database.
 */
export interface Leadership {
  /** Whether this process holds the lock now. */
  readonly isLeader: boolean
  /**
   * Starts competing: `onChange(true)` once this process holds the lock, `onChange(false)` when it lost it (its
   * connection to the database ended). Called again only on a change.
   */
  start(onChange: (leader: boolean) => void): void
  /** Stops competing and gives the lock up. */
  stop(): Promise<void>
}

/** SQLite: one process owns the database file, so it always leads. */
export const soleLeadership = (): Leadership => {
  let started = false
  return {
    get isLeader() {
      return started
    },
    start: (onChange) => {
      if (started) return
      started = true
      onChange(true)
    },
    stop: async () => {
      started = false
    },
  }
}

/** The two-key advisory lock space of Bourse ("bour" in ASCII); the migration lock uses the one-key space. */
const lockSpace = 0x626f7572

/** Advisory lock keys (second key within `lockSpace`). */
export const lockKeys = {
  /** Held by the process that runs the singletons, for as long as its session lives. */
  leader: 1,
  /** Held while a process opens the database, generates the market and seeds demo data at start. */
  start: 2,
} as const

/** The leader lock connection's `application_name`: `bourse leader <pid>`, the process id of this server. */
export const leaderApplicationName = (pid: number = process.pid): string => `bourse leader ${pid}`

/**
 * The query that names the leading process (`application_name` of the session holding the leader lock), for
 * operators and tests: `SELECT … FROM pg_locks JOIN pg_stat_activity …`. Advisory locks belong to a database, and
 * `pg_locks` shows the whole cluster's: the query asks for this database's only (another Bourse on the same server,
 * or a concurrent test's, has a leader of its own).
 */
export const leaderHolderQuery = `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ${lockSpace} AND l.objid = ${lockKeys.leader} AND l.objsubid = 2
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`

/** How the PostgreSQL lock is polled. */
export interface AdvisoryOptions {
  /** Between two attempts of a follower, and two checks of the leader's connection (default 1 s). */
  readonly retryMs?: number
  /** A check the server does not answer within this is a lost connection (default 3 s). */
  readonly checkTimeoutMs?: number
}

/**
 * PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) on a connection of its own. A follower tries
 * again every `retryMs`; the leader checks its connection as often. The lock ends with its session, so when the
 * leading process dies (or its connection breaks) PostgreSQL releases it and a follower takes it within about
 * `retryMs`; a leader whose check fails or times out stops leading at once (and competes again).
 */
export const advisoryLeadership = (url: string, options: AdvisoryOptions = {}): Leadership => {
  const retryMs = options.retryMs ?? 1000
  const checkTimeoutMs = options.checkTimeoutMs ?? 3000
  let client: pg.Client | undefined
  let leader = false
  let running = false
  let timer: NodeJS.Timeout | undefined
  let listener: (leader: boolean) => void = () => undefined

  const become = (next: boolean) => {
    if (next === leader) return
    leader = next
    listener(next)
  }

  const drop = () => {
    const lost = client
    client = undefined
    lost?.end().catch(() => undefined)
    become(false)
  }

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: url,
      // Operators (and the hand-over test) find the leading process in `pg_stat_activity` by this name.
      application_name: leaderApplicationName(),
      keepAlive: true,
      query_timeout: checkTimeoutMs,
      connectionTimeoutMillis: checkTimeoutMs,
    })
    fresh.on('error', () => {
      if (client === fresh) drop()
    })
    await fresh.connect()
    return fresh
  }

  const attempt = async () => {
    try {
      if (client === undefined) {
        const fresh = await connect()
        if (!running) return void (await fresh.end())
        client = fresh
      }
      if (leader) {
        await client.query('SELECT 1')
      } else {
        const result = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [
          lockSpace,
          lockKeys.leader,
        ])
        if (running && result.rows[0]?.held === true) become(true)
      }
    } catch {
      drop()
    }
  }

  const loop = async () => {
    await attempt()
    if (running) timer = setTimeout(() => void loop(), retryMs)
  }

  return {
    get isLeader() {
      return leader
    },
    start: (onChange) => {
      if (running) return
      running = true
      listener = onChange
      void loop()
    },
    stop: async () => {
      running = false
      if (timer) clearTimeout(timer)
      const held = client
      client = undefined
      leader = false
      await held?.end().catch(() => undefined)
    },
  }
}

/**
 * Runs `work` while holding the start lock (PostgreSQL): servers started together open the database, generate the
 * market and seed demo data one after the other, so the second finds what the first wrote.
 */
export const whileStarting = async <T>(url: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, application_name: 'bourse start lock' })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [lockSpace, lockKeys.start])
    return await work()
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** The leader lock of `databaseUrl` (PostgreSQL), or sole leadership (SQLite: `undefined`). */
export const leadershipOf = (databaseUrl: string | undefined, options?: AdvisoryOptions): Leadership =>
  databaseUrl === undefined ? soleLeadership() : advisoryLeadership(databaseUrl, options)
