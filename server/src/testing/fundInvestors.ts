import { join } from 'node:path'
import { Money } from '@bourse/core'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { createTestInvestor } from '../src/users/testInvestor.js'

/**
 * Before the server starts on `dataDir`: one approved investor per amount, each with a session and that amount
 * credited to the stock account by a journaled sandbox deposit. Answers their session tokens (for header `USERTOKEN`).
 */
export const fundInvestors = (dataDir: string, amounts: readonly number[]): string[] => {
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  try {
    const now = Date.now()
    return amounts.map((amount, index) => {
      const investor = createTestInvestor(db, now, { phone: String(9_200_000_000 + index) })
      const decision = executeCommand(
        db,
        investor.userId,
        { type: 'creditDeposit', id: 'bench-funding', rechargeId: 'bench-sandbox', amount: Money.of(amount) },
        now,
      )
      if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
      return investor.token
    })
  } finally {
    db.close()
  }
}
