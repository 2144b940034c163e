import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config.js'
import { historyLengthOf } from '../market/historyLength.js'
import { openBourse } from '../openBourse.js'
import { seedHolders } from '../risk/testing/seedHolders.js'
import { openSqlite } from '../store/openSqlite.js'
import { confirmAddress } from '../testing/documentsTesting.js'
import { casesOf } from '../testing/longForm.js'
import { fromSource, serverDir, startProcess } from '../testing/serverProcess.js'
import { requestRun } from './documentRuns.js'
import { readSinkRecords } from './mail/smtpSink.js'

// Monday 2026-11-23 10:00 in Shanghai.
const clock = '2026-11-23T02:00:00Z'
const day = '2026-11-23'
const investors = 6

const serverEnv = (dataDir: string, failpoint?: string): NodeJS.ProcessEnv => ({
  PORT: '0',
  HOST: '127.0.0.1',
  BOURSE_DATA_DIR: dataDir,
  BOURSE_DEMO: 'off',
  BOURSE_HISTORY: 'off',
  BOURSE_CLOCK: clock,
  BOURSE_LOG_LEVEL: 'silent',
  BOURSE_METRICS_PORT: 'off',
  BOURSE_SMTP_URL: 'sink',
  BOURSE_PASSWORD_COST: '10',
  ...(failpoint ? { BOURSE_FAILPOINT: failpoint } : {}),
})

/** Runs the server until its failpoint kills it (SIGKILL, as kill -9); fails if it ends any other way. */
const runUntilKilled = (dataDir: string, failpoint: string) =>
  new Promise<string | null>((resolve) => {
    const child = spawn(process.execPath, [...fromSource, 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...serverEnv(dataDir, failpoint) },
      stdio: 'ignore',
    })
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000)
    child.once('exit', (_code, signal) => {
      clearTimeout(timer)
      resolve(signal)
    })
  })

const jobStages = (dataDir: string) => {
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  try {
    return db.prepare('SELECT stage, failure FROM document_jobs ORDER BY user_id').all() as {
      stage: string
      failure: string | null
    }[]
  } finally {
    db.close()
  }
}

/** Starts the server again without a failpoint and waits until the run has mailed every addressed note. */
const resume = async (dataDir: string, mailed: number) => {
  const server = await startProcess([...fromSource, 'src/main.ts'], serverEnv(dataDir))
  try {
    const until = Date.now() + 60_000
    while (Date.now() < until && readSinkRecords(join(dataDir, 'mail-sink')).length < mailed)
      await new Promise((resolve) => setTimeout(resolve, 200))
    // A little longer: a second copy of any note would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500))
  } finally {
    await server.stop()
  }
}

describe('a run killed (kill -9) in each stage resumes where it stopped: every note exactly once in the sink', () => {
  let seeded: string
  let expected: string[]
  beforeAll(async () => {
    seeded = mkdtempSync(join(tmpdir(), 'bourse-recovery-'))
    const bourse = await openBourse(
      readConfig({ ...serverEnv(seeded), BOURSE_SMTP_URL: '' }, process.cwd()),
      historyLengthOf('off'),
      { riskOnTick: false },
    )
    const now = bourse.clock.now()
    const stocks = bourse.market
      .instruments()
      .filter((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended)
      .slice(0, 3)
    for (const stock of stocks) bourse.market.setPrice(stock.code, Price.of('20.00'), now)
    const ids = seedHolders(
      bourse.db,
      bourse.market,
      { count: investors, positionsEach: 2, deposit: '100000', firstPhone: 9_500_000_000, stocks },
      now,
    )
    // All but the last have a confirmed address: five mails, one note kept in the app.
    for (const id of ids.slice(0, -1)) confirmAddress(bourse.db, id, `holder${id}@example.invalid`, now)
    requestRun(bourse.db, 'note', day, 'test', now)
    expected = ids.slice(0, -1).map((id) => `<note.${day}.${id}.0@bourse.invalid>`)
    await bourse.close()
  })
  afterAll(() => rmSync(seeded, { recursive: true, force: true }))

  // `pnpm test` kills the run in its last stage, the one with the most to reconcile; `pnpm test:soak` in each.
  const mailing = 'mailing, after the server accepted a note and before it was marked sent'
  it.each(
    casesOf(
      [
        ['listing the investors', 'documents.listed:1'],
        ['rendering', 'documents.render:3'],
        ['signing', 'documents.sign:4'],
        [mailing, 'documents.mailAccepted:2'],
      ] as const,
      [mailing],
    ),
  )('killed while %s', async (_stage, failpoint) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bourse-recovery-'))
    try {
      cpSync(seeded, dataDir, { recursive: true })
      expect(await runUntilKilled(dataDir, failpoint)).toBe('SIGKILL')
      await resume(dataDir, expected.length)
      const mailed = readSinkRecords(join(dataDir, 'mail-sink')).map((record) => record.messageId)
      expect(mailed.sort()).toEqual([...expected].sort())
      expect(jobStages(dataDir)).toEqual([
        ...expected.map(() => ({ stage: 'sent', failure: null })),
        { stage: 'kept', failure: null },
      ])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
