import { Money, SecondFactor } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { seedDemoAddress } from '../documents/documentSettings.js'
import { seedIpoDemo } from '../ipo/seedIpoDemo.js'
import { recordProviderEntry } from '../payments/providerRecords.js'
import { demoStaff, seedDemoStaff } from '../staff/seedDemoStaff.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { demoInvitationCode, demoUsers, seedDemoUsers } from '../users/seedDemoUsers.js'

/** What the start banner prints. */
export const demoLogins = {
  invitationCode: demoInvitationCode,
  users: demoUsers.map(({ phone, password }) => ({ phone, password })),
  staff: demoStaff.map(({ name, password }) => ({ name, password })),
}

/**
 * Demo investors with funded accounts: ₹1,000,000 in the stock account, ₹200,000 in the index account and
 * ₹200,000 in the futures account (so the gold page can trade), booked like any money (sandbox deposits, then
 * transfers) so the journal explains every rupee. Command ids make it once-only: a restart adds nothing, and a
 * database seeded before the futures funding gets it without touching the stock balance.
 */
export const seedDemo = async (
  db: SqlConnection,
  now: number,
  staffTotpSecret: string = SecondFactor.demoTotpSecret,
): Promise<void> => {
  const ids = await seedDemoUsers(db, now)
  // Confirmed addresses at a reserved domain: the demo's day close mails its notes to the local sink.
  for (const [phone, userId] of ids) seedDemoAddress(db, userId, `investor${phone}@example.invalid`, now)
  await seedDemoStaff(db, now, staffTotpSecret)
  seedIpoDemo(db, now)
  for (const userId of ids.values()) {
    fundFromSandbox(
      db,
      userId,
      now,
      { depositId: 'demo-funding-deposit', deposit: 1_200_000 },
      {
        transferId: 'demo-funding-index',
        transferType: 1,
      },
    )
    fundFromSandbox(
      db,
      userId,
      now,
      { depositId: 'demo-funding-futures-deposit', deposit: 200_000 },
      {
        transferId: 'demo-funding-futures',
        transferType: 3,
      },
    )
  }
}

/** A sandbox deposit into the stock account, then ₹200,000 of it moved to the index (1) or futures (3) account. */
const fundFromSandbox = (
  db: SqlConnection,
  userId: number,
  now: number,
  { depositId, deposit }: { depositId: string; deposit: number },
  { transferId, transferType }: { transferId: string; transferType: 1 | 3 },
): void => {
  const credited = executeCommand(
    db,
    userId,
    { type: 'creditDeposit', id: depositId, rechargeId: 'demo-sandbox', amount: Money.of(deposit) },
    now,
  )
  // The sandbox provider's own record of the money it collected, which the audit reconciles with the deposit.
  if (credited.ok && credited.events.length > 0)
    recordProviderEntry(
      db,
      { provider: 'sandbox', kind: 'collected', reference: 'demo-sandbox', userId, amount: Money.of(deposit) },
      now,
    )
  executeCommand(
    db,
    userId,
    {
      type: 'transferFunds',
      id: transferId,
      transferType,
      amount: Money.of(200_000),
      settings: { indexDisplay: true, futuresDisplay: true },
    },
    now,
  )
}
