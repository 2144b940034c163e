import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Money } from '@bourse/core'
import pg from 'pg'
import { executeCommand } from '../accounts/executeCommand.js'
import { saveBankCard } from '../identity/bankCards.js'
import { leaderHolderQuery } from '../leadership/leaderLock.js'
import { insertStaff } from '../staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken } from '../staff/staffSessions.js'
import { openPostgres } from '../store/postgres/openPostgres.js'
import { createTestDatabase, testPostgresUrl } from '../store/postgres/testing/testDatabases.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { createTestInvestor } from '../users/testInvestor.js'
import { withDataVault } from '../vault/openDataVault.js'
import { type RunningProcess, serverDir, startProcess } from './serverProcess.js'

/** A funded investor of a multi-process test: id, phone and session token (`USERTOKEN`). */
export interface FundedInvestor {
  readonly userId: number
  readonly phone: string
  readonly token: string
}

/** A PostgreSQL database of the test run with investors, a finance member, and the servers started on it. */
export interface SharedDatabase {
  readonly url: string
  readonly investors: readonly FundedInvestor[]
  /** Bearer token of a signed-in finance member. */
  readonly financeToken: string
  /** Starts one more built server (`dist/main.js`) on the database; they share one data folder. */
  startServer(): Promise<RunningProcess>
  /** Runs `work` on a connection of the test's own (closed after). */
  inspect<T>(work: (db: SqlConnection) => T): T
  /** The process id of the server holding the leader lock, if one does. */
  leaderPid(): Promise<number | undefined>
  /** Stops every server still running, drops the database, removes the data folder. */
  cleanUp(): Promise<void>
}

/** Brings `dist/` up to date (`tsc -b`, a no-op when it is): the tests run the built server, as production does. */
export const buildServer = (): void => {
  execFileSync(process.execPath, [join(serverDir, '../node_modules/typescript/bin/tsc'), '-b', serverDir], {
    stdio: 'inherit',
  })
}

const withConnection = <T>(url: string, dataDir: string, work: (db: SqlConnection) => T): T => {
  const db = withDataVault(openPostgres(url), dataDir)
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** Investors funded by a journaled sandbox deposit, each with a bank card; and a finance member's session. */
const prepare = (db: SqlConnection, amounts: readonly number[], firstPhone: number) => {
  const now = Date.now()
  const investors = amounts.map((amount, index): FundedInvestor => {
    const investor = createTestInvestor(db, now, { phone: String(firstPhone + index) })
    const command = {
      type: 'creditDeposit',
      id: 'funding',
      rechargeId: 'test-sandbox',
      amount: Money.of(amount),
    } as const
    const decision = executeCommand(db, investor.userId, command, now)
    if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
    const card = {
      bankName: 'HDFC Bank' as const,
      ifscCode: 'HDFC0001234',
      bankNo: `5000${String(investor.userId).padStart(8, '0')}`,
      payeeName: 'Test Investor',
      bankAddress: 'Fort',
    }
    saveBankCard(db, investor.userId, card, now)
    return { userId: investor.userId, phone: investor.phone, token: investor.token }
  })
  const staffId = insertStaff(db, { name: 'multi-process finance', passwordHash: 'unused', roles: ['finance'] }, now)
  const financeToken = newStaffToken()
  createStaffSession(db, hashStaffToken(financeToken), staffId, now)
  return { investors, financeToken }
}

/**
 * A fresh database of the `server-pg` run (a copy of the migrated template) with funded investors; servers started by
 * `startServer` share it, a data folder and a payment secret, as processes behind one load balancer would.
 */
export const sharedDatabase = async (
  amounts: readonly number[],
  firstPhone = 9_400_000_000,
): Promise<SharedDatabase> => {
  const base = testPostgresUrl()
  if (base === undefined) throw new Error('multi-process tests run in the server-pg project')
  const database = await createTestDatabase(base)
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-multi-'))
  const servers: RunningProcess[] = []
  const { investors, financeToken } = withConnection(database.url, dataDir, (db) => prepare(db, amounts, firstPhone))
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    BOURSE_DATA_DIR: dataDir,
    BOURSE_DATABASE_URL: database.url,
    BOURSE_DEMO: 'off',
    BOURSE_HISTORY: 'off',
    BOURSE_SIGN_IN_LIMIT: '100000',
    BOURSE_PAYMENT_SECRET: 'multi-process-test-payment-secret-0123456789',
  }
  return {
    url: database.url,
    investors,
    financeToken,
    startServer: async () => {
      const server = await startProcess(['dist/main.js'], env)
      servers.push(server)
      return server
    },
    inspect: (work) => withConnection(database.url, dataDir, work),
    leaderPid: async () => {
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        const { rows } = await client.query<{ name: string }>(leaderHolderQuery)
        const pid = /^bourse leader (\d+)$/.exec(rows[0]?.name ?? '')?.[1]
        return pid === undefined ? undefined : Number(pid)
      } finally {
        await client.end()
      }
    },
    cleanUp: async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Polls `check` every 100 ms until it holds; fails after `withinMs`, naming `what`. */
export const waitUntil = async (
  what: string,
  withinMs: number,
  check: () => boolean | Promise<boolean>,
): Promise<void> => {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Starts two servers on `shared` and answers which of them took the leader lock (within 10 s) and which follows. */
export const leaderAndFollower = async (
  shared: SharedDatabase,
): Promise<{ leader: RunningProcess; follower: RunningProcess }> => {
  const servers = [await shared.startServer(), await shared.startServer()]
  let leaderPid: number | undefined
  await waitUntil('a leader', 10_000, async () => {
    leaderPid = await shared.leaderPid()
    return leaderPid !== undefined
  })
  const leader = servers.find((server) => server.pid === leaderPid)
  const follower = servers.find((server) => server.pid !== leaderPid)
  if (!leader || !follower) throw new Error(`leader ${leaderPid} is not one of ours`)
  return { leader, follower }
}
