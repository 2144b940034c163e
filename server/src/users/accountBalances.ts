import { type Balances, balanceNames, emptyBalances, Money } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

// The engine store writes core's JSON codec: decimals as {"$dec":"12.34"}.
const moneyOf = (value: unknown): Money.Money | undefined => {
  const text = typeof value === 'object' && value !== null ? (value as { $dec?: unknown }).$dec : value
  return typeof text === 'string' ? Money.parse(text) : undefined
}

/**
 * A user's balances from the `accounts` row the engine writes with every command (`balances`; rows written before it
 * existed: the snapshot's); all zero when there is no account row yet.
 */
export const accountBalances = (db: SqlConnection, userId: number): Balances => {
  const row = db.prepare('SELECT balances, state FROM accounts WHERE user_id = ?').get(userId) as
    | { balances: string | null; state: string }
    | undefined
  if (row === undefined) return emptyBalances
  const stored =
    row.balances === null
      ? ((JSON.parse(row.state) as { balances?: Record<string, unknown> }).balances ?? {})
      : (JSON.parse(row.balances) as Record<string, unknown>)
  return Object.fromEntries(
    balanceNames.map((name) => [name, moneyOf(stored[name]) ?? Money.zero]),
  ) as unknown as Balances
}
