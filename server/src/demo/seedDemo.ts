import { Money } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { seedIpoDemo } from '../ipo/seedIpoDemo.js'
import type { Sqlite } from '../store/openSqlite.js'
import { demoInvitationCode, demoUsers, seedDemoUsers } from '../users/seedDemoUsers.js'

/** What the start banner prints. */
export const demoLogins = {
  invitationCode: demoInvitationCode,
  users: demoUsers.map(({ phone, password }) => ({ phone, password })),
}

/**
 * Demo investors with funded accounts: ₹1,000,000 in the stock account and ₹200,000 in the index account,
 * booked like any money (a sandbox deposit, then a transfer) so the journal explains every rupee.
 * Command ids make it once-only: a restart adds nothing.
 */
export const seedDemo = async (db: Sqlite, now: number): Promise<void> => {
  const ids = await seedDemoUsers(db, now)
  seedIpoDemo(db, now)
  for (const userId of ids.values()) {
    executeCommand(
      db,
      userId,
      { type: 'creditDeposit', id: 'demo-funding-deposit', rechargeId: 'demo-sandbox', amount: Money.of(1_200_000) },
      now,
    )
    executeCommand(
      db,
      userId,
      {
        type: 'transferFunds',
        id: 'demo-funding-index',
        transferType: 1,
        amount: Money.of(200_000),
        settings: { indexDisplay: true, futuresDisplay: true },
      },
      now,
    )
  }
}
