import { Ipo, Shares, type StrongBuyOrder } from '@bourse/core'
import { loadAccount } from '../accounts/accountRepository.js'
import { executeCommand } from '../accounts/executeCommand.js'
import type { ServerConfig } from '../config.js'
import { strongBuyLotterySeed } from '../ipo/lotterySeed.js'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { dueQueueRows, type StrongBuyQueueRow, saveLotteryAudit } from './strongBuyOrders.js'

/** The position number a filled application opens: one application fills once, so its id makes it unique. */
export const strongBuyPositionSn = (applicationId: number): string => `Q${String(applicationId).padStart(10, '0')}`

const groupsOf = (rows: readonly StrongBuyQueueRow[]): StrongBuyQueueRow[][] => {
  const groups = new Map<string, StrongBuyQueueRow[]>()
  for (const row of rows) {
    const key = `${row.code} ${row.tradingDay}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()]
}

/**
 * One stock's queue of one trading day: core's `StrongBuy.settle` draws the fills by the seeded lottery at
 * `strongBuyFillRate` over every application (read from each owner's engine state), the audit is stored, and each
 * account books its fill with `settleStrongBuy` — all in one transaction.
 */
const settleGroup = (db: SqlConnection, seed: number, rows: readonly StrongBuyQueueRow[], now: number): void =>
  db.transaction(() => {
    const first = rows[0] as StrongBuyQueueRow
    const orders = rows.map((row) => {
      const order = loadAccount(db, row.userId).strongBuys?.[String(row.id)]
      if (!order) throw new Error(`strong-buy ${row.id}: not in the account of user ${row.userId}`)
      return order as StrongBuyOrder
    })
    const settings = readSettings(db)
    const { audit, fills } = Ipo.StrongBuy.settle(
      orders,
      strongBuyLotterySeed(seed, first.code, first.tradingDay),
      settings.strongBuyFillRate,
      // Only the filled counts are booked; the engine prices each fill with its application's own schedule.
      (orders[0] as StrongBuyOrder).schedule,
    )
    saveLotteryAudit(db, first.code, first.tradingDay, audit, now)
    rows.forEach((row, i) => {
      const filled = fills[i]?.filled ?? Shares.of(0)
      const decision = executeCommand(
        db,
        row.userId,
        {
          type: 'settleStrongBuy',
          id: `strong-buy-settle:${row.id}`,
          applicationId: String(row.id),
          filled,
          positionSn: strongBuyPositionSn(row.id),
        },
        now,
      )
      if (!decision.ok) throw new Error(`strong-buy ${row.id}: settle refused: ${decision.error.key}`)
    })
  })()

/**
 * Fills the strong-buy queue at session end (DECISIONS §8), run on every tick: each waiting application whose
 * trading day's session has closed by `now` is settled with the other applications for the same stock and day.
 * Answers how many applications were settled.
 */
export const runStrongBuy = (
  context: { readonly db: SqlConnection; readonly config: Pick<ServerConfig, 'seed'> },
  now: number,
): number => {
  const due = dueQueueRows(context.db, now)
  for (const group of groupsOf(due)) settleGroup(context.db, context.config.seed, group, now)
  return due.length
}
