import type { SqlConnection } from '../store/SqlConnection.js'

/** Each queue's waiting items, by the states DECISIONS §10 and §11 name (one count per scrape, not per request). */
const queries = {
  realName: 'SELECT COUNT(*) AS n FROM users WHERE is_active = 1',
  withdrawals: 'SELECT COUNT(*) AS n FROM withdrawal_requests WHERE status = 0',
  recharges: 'SELECT COUNT(*) AS n FROM recharge_orders WHERE status = 0',
} as const

/** How many real-name reviews, withdrawals and recharges wait now (read when Prometheus scrapes). */
export const queueDepthsOf = (db: SqlConnection): Record<keyof typeof queries, number> => {
  const count = (sql: string) => Number((db.prepare(sql).get() as { n: number | string }).n)
  return {
    realName: count(queries.realName),
    withdrawals: count(queries.withdrawals),
    recharges: count(queries.recharges),
  }
}
