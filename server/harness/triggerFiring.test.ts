import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Alerts, Money, Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { insertAlert } from '../src/alerts/alertRows.js'
import { insertGtt } from '../src/gtt/gttRows.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { longForm } from '../src/testing/longForm.js'
import { startProcess } from '../src/testing/serverProcess.js'
import { createTestInvestor } from '../src/users/testInvestor.js'
import { buildServer } from './crashRun.js'
import { type HarnessDatabase, harnessBackend, harnessDatabase } from './harnessDatabase.js'

// Issue 30: a firing survives kill -9 at any point exactly once — killed inside its transaction (nothing of it
// stays) or right after its commit (it stays, and the restarted leader does not fire it again).
let dataDir: string
let database: HarnessDatabase
let env: NodeJS.ProcessEnv
let stockCode: string

const withDb = <T>(work: (db: SqlConnection) => T): T => {
  const db = database.open()
  try {
    return work(db)
  } finally {
    db.close()
  }
}
const count = (db: SqlConnection, sql: string, ...params: (string | number)[]) =>
  Number((db.prepare(sql).get(...params) as { n: number | string }).n)

/** Starts the built server until `done` holds of the database (or it dies by its failpoint), then stops it. */
const runUntil = async (extra: NodeJS.ProcessEnv, done?: () => boolean) => {
  const running = await startProcess(['dist/main.js'], { ...env, ...extra })
  const exited = new Promise<void>((resolve) => running.child.once('exit', () => resolve()))
  if (!done) return exited
  const deadline = Date.now() + 30_000
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
  // A few more ticks, in which a second firing would show.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  await running.stop()
}

beforeAll(async () => {
  buildServer()
  dataDir = mkdtempSync(join(tmpdir(), 'bourse-trigger-crash-'))
  database = await harnessDatabase(dataDir)
  env = {
    ...database.env,
    PORT: '0',
    HOST: '127.0.0.1',
    BOURSE_DATA_DIR: dataDir,
    BOURSE_DEMO: 'off',
    BOURSE_HISTORY: 'off',
  }
  // A first start generates the market.
  const first = await startProcess(['dist/main.js'], env)
  await first.stop()
  stockCode = withDb(
    (db) =>
      (
        db
          .prepare("SELECT code FROM instruments WHERE kind = 'stock' AND market = 'us' ORDER BY code LIMIT 1")
          .get() as {
          code: string
        }
      ).code,
  )
}, 120_000)
afterAll(async () => {
  await database.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** An investor with ₹1,000,000 and one alert, or one GTT, that the current price already meets. */
const armed = (kind: 'alert' | 'gtt', phone: string) =>
  withDb((db) => {
    const now = Date.now()
    const investor = createTestInvestor(db, now, { phone })
    executeCommand(
      db,
      investor.userId,
      { type: 'creditDeposit', id: 'crash-funding', rechargeId: 'crash', amount: Money.of(1_000_000) },
      now,
    )
    const id =
      kind === 'alert'
        ? insertAlert(db, {
            userId: investor.userId,
            code: stockCode,
            field: 'nowPrice',
            op: '>=',
            value: '0.01',
            otherCode: null,
            repeat: 'once',
            armedFrom: now,
            expiresAt: now + Alerts.alertRules.validForMs,
            createdAt: now,
          })
        : insertGtt(db, {
            userId: investor.userId,
            code: stockCode,
            type: 'single',
            lastPrice: '0.01',
            legs: [
              {
                triggerPrice: Price.of('0.01'),
                limitPrice: Price.of('999999'),
                buyType: 0,
                buyNum: 100,
                lever: 10,
                side: 'rise',
              },
            ],
            expiresAt: now + 365 * 24 * 3_600_000,
            createdAt: now,
          })
    return { userId: investor.userId, id }
  })

const firings = (kind: 'alert' | 'gtt', userId: number, id: number) =>
  withDb((db) =>
    kind === 'alert'
      ? count(db, 'SELECT COUNT(*) AS n FROM alert_firings WHERE alert_id = ?', id)
      : count(db, 'SELECT COUNT(*) AS n FROM events WHERE user_id = ? AND command_id = ?', userId, `gtt:${id}`),
  )

const killPoints = [
  ['alert', 'alertFiring'],
  ['alert', 'alertFired'],
  ['gtt', 'gttFiring'],
  ['gtt', 'gttFired'],
] as const
// `pnpm test` kills at one point on each database, crosswise: an alert inside its firing's transaction on SQLite, a
// GTT right after its commit on PostgreSQL; `pnpm test:soak` kills at all four on both.
const shortForm = harnessBackend() === 'PostgreSQL' ? [killPoints[3]] : [killPoints[0]]

describe.each(longForm ? killPoints : shortForm)('a %s killed at %s', (kind, point) => {
  it('fires exactly once over the restart: the firing, its order and its notice', async () => {
    const phone = String(9_610_000_000 + Math.floor(Math.random() * 1_000_000))
    const { userId, id } = armed(kind, phone)
    await runUntil({ BOURSE_FAILPOINT: `${point}:1` })
    expect(firings(kind, userId, id)).toBe(point.endsWith('Fired') ? 1 : 0)
    await runUntil({}, () => firings(kind, userId, id) > 0)
    expect(firings(kind, userId, id)).toBe(1)
    withDb((db) => {
      expect(count(db, 'SELECT COUNT(*) AS n FROM messages WHERE user_id = ?', userId)).toBe(1)
      expect(count(db, 'SELECT COUNT(*) AS n FROM push_outbox WHERE user_id = ?', userId)).toBe(1)
      if (kind === 'gtt')
        expect(count(db, "SELECT COUNT(*) AS n FROM positions WHERE user_id = ? AND kind = 'stock'", userId)).toBe(1)
    })
  }, 90_000)
})
