import { type Balances, balanceNames, emptyBalances, Money } from '@bourse/core'
import type { Sqlite } from '../store/openSqlite.js'

// The engine store snapshots core's AccountState with core's JSON codec: decimals as {"$dec":"12.34"}.
const moneyOf = (value: unknown): Money.Money | undefined => {
  const text = typeof value === 'object' && value !== null ? (value as { $dec?: unknown }).$dec : value
  return typeof text === 'string' ? Money.parse(text) : undefined
}

/** A user's balances from the `accounts` snapshot the engine writes; all zero when there is no account row yet. */
export const accountBalances = (db: Sqlite, userId: number): Balances => {
  const row = db.prepare('SELECT state FROM accounts WHERE user_id = ?').get(userId) as { state: string } | undefined
  if (row === undefined) return emptyBalances
  const stored = (JSON.parse(row.state) as { balances?: Record<string, unknown> }).balances ?? {}
  return Object.fromEntries(
    balanceNames.map((name) => [name, moneyOf(stored[name]) ?? Money.zero]),
  ) as unknown as Balances
}
