import { join } from 'node:path'
import { Money } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { openSqlite } from '../store/openSqlite.js'
import { createTestInvestor } from '../users/testInvestor.js'

/**
 * Before the server starts on `dataDir`: one approved investor per amount, each with a session and that amount
 * credited to the stock account by a journaled sandbox deposit. Answers each one's id, phone and session token
 * (for header `USERTOKEN`). For benches and the reliability harness, which start the server on `dataDir` afterwards.
 */
export const fundInvestors = (
  dataDir: string,
  amounts: readonly number[],
  firstPhone = 9_200_000_000,
): { userId: number; phone: string; token: string }[] => {
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  try {
    const now = Date.now()
    return amounts.map((amount, index) => {
      const investor = createTestInvestor(db, now, { phone: String(firstPhone + index) })
      const decision = executeCommand(
        db,
        investor.userId,
        { type: 'creditDeposit', id: 'bench-funding', rechargeId: 'bench-sandbox', amount: Money.of(amount) },
        now,
      )
      if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
      return { userId: investor.userId, phone: investor.phone, token: investor.token }
    })
  } finally {
    db.close()
  }
}
