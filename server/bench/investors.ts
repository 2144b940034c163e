import { join } from 'node:path'
import { Money } from '@bourse/core'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { openSqlite } from '../src/store/openSqlite.js'
import { createTestInvestor } from '../src/users/testInvestor.js'

/**
 * Before the server starts on `dataDir`: `count` approved investors, each with a session and ₹1 000 000 credited to
 * the stock account by a journaled sandbox deposit. Answers their session tokens (for header `USERTOKEN`).
 */
export const fundInvestors = (dataDir: string, count: number): string[] => {
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  try {
    const now = Date.now()
    return Array.from({ length: count }, (_, index) => {
      const investor = createTestInvestor(db, now, { phone: String(9_200_000_000 + index) })
      const decision = executeCommand(
        db,
        investor.userId,
        { type: 'creditDeposit', id: 'bench-funding', rechargeId: 'bench-sandbox', amount: Money.of(1_000_000) },
        now,
      )
      if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
      return investor.token
    })
  } finally {
    db.close()
  }
}
