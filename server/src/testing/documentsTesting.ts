import { Money } from '@bourse/core'
import { expect } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import type { Instrument } from '../market/Instrument.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { TestInvestor } from '../users/testInvestor.js'
import { postForm } from './postForm.js'
import type { TestServer } from './startTestServer.js'

/** Credits a journaled deposit to the investor's stock account. */
export const fundInvestor = (server: TestServer, investor: TestInvestor, amount: string) =>
  executeCommand(
    server.db,
    investor.userId,
    {
      type: 'creditDeposit',
      id: `deposit:${investor.userId}`,
      rechargeId: `r${investor.userId}`,
      amount: Money.of(amount),
    },
    server.clock.now(),
  )

/** A market order of 10 hands at lever 10 over HTTP (`/user/buy.do`); answers the position number. */
export const buyAtMarket = async (
  server: TestServer,
  investor: TestInvestor,
  stock: Instrument,
  buyType: '0' | '1',
) => {
  const reply = await postForm<{ positionSn: string }>(server.url, '/user/buy.do', investor.token, {
    stockId: String(stock.id),
    buyNum: '1000',
    buyType,
    lever: '10',
  })
  expect(reply.status).toBe(0)
  return reply.data.positionSn
}

/** A US stock (open in the demo calendar) that is not suspended. */
export const usStockOf = (server: TestServer): Instrument =>
  server.market.instruments().find((i) => i.kind === 'stock' && i.market === 'us' && !i.suspended) as Instrument

/** Gives an investor a confirmed address (and a language) straight in the database, as demo investors have. */
export const confirmAddress = (
  db: SqlConnection,
  userId: number,
  email: string,
  now: number,
  language = 'en',
): void => {
  db.prepare(
    `INSERT INTO document_settings (user_id, email, email_confirmed_at, language, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, email_confirmed_at = excluded.email_confirmed_at,
       language = excluded.language`,
  ).run(userId, email, now, language, now)
}

/** A job of the pipeline as tests read it. */
export interface JobRow {
  readonly id: number
  readonly userId: number
  readonly stage: string
  readonly failure: string | null
  readonly file: string | null
  readonly summary: string | null
}

export const jobsOf = (db: SqlConnection, kind: string, period: string): JobRow[] =>
  db
    .prepare(
      `SELECT id, user_id AS "userId", stage, failure, file, summary FROM document_jobs WHERE kind = ? AND period = ?
       ORDER BY user_id`,
    )
    .all(kind, period) as JobRow[]
