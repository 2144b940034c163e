import { Money } from '@bourse/core'
import { executeCommand } from '../src/accounts/executeCommand.js'
import { saveBankCard } from '../src/identity/bankCards.js'
import { insertStaff } from '../src/staff/staffRepository.js'
import { createStaffSession, hashStaffToken, newStaffToken } from '../src/staff/staffSessions.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { createTestInvestor } from '../src/users/testInvestor.js'

/** A funded investor of the bank workload: its id, session token and the full number of its bank card. */
export interface BankInvestor {
  readonly userId: number
  readonly token: string
  readonly bankNo: string
}

/** The people of a bank run, created before the server opens the database. */
export interface Bank {
  readonly investors: readonly BankInvestor[]
  /** Bearer token of a signed-in finance member. */
  readonly financeToken: string
}

/** The full bank account number the harness gives investor `userId` (only its last 4 digits may leave `bank_cards`). */
export const harnessBankNo = (userId: number): string => `5000${String(userId).padStart(8, '0')}`

/**
 * Straight in the database, on SQLite or PostgreSQL: `count` approved investors with a session, each credited
 * ₹1,000,000 by a journaled sandbox deposit and given a bank card (so it can withdraw), and a signed-in finance member.
 */
export const prepareBank = (db: SqlConnection, count: number, firstPhone: number): Bank => {
  const now = Date.now()
  const investors = Array.from({ length: count }, (_, index) => {
    const investor = createTestInvestor(db, now, { phone: String(firstPhone + index) })
    const decision = executeCommand(
      db,
      investor.userId,
      { type: 'creditDeposit', id: 'harness-funding', rechargeId: 'harness-sandbox', amount: Money.of(1_000_000) },
      now,
    )
    if (!decision.ok) throw new Error(`funding investor ${investor.phone}: ${decision.error.key}`)
    const bankNo = harnessBankNo(investor.userId)
    saveBankCard(
      db,
      investor.userId,
      { bankName: 'HDFC Bank', ifscCode: 'HDFC0001234', bankNo, payeeName: 'Test Investor', bankAddress: 'Fort' },
      now,
    )
    return { userId: investor.userId, token: investor.token, bankNo }
  })
  const staffId = insertStaff(db, { name: 'harness-finance', passwordHash: 'unused', roles: ['finance'] }, now)
  const financeToken = newStaffToken()
  createStaffSession(db, hashStaffToken(financeToken), staffId, now)
  return { investors, financeToken }
}
