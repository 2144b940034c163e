import { fromJson, type Money, type Price } from '@bourse/core'
import type { OpenContractPosition } from './engineTypes.js'

/** A contract position as the read table `positions` keeps it: open, or closed with its settlement. */
export interface StoredContractPosition {
  /** The row id, the spec's `id`. */
  readonly id: number
  readonly position: OpenContractPosition
  readonly closed?: {
    readonly closePoint: Price.Price
    readonly pnl: Money.Money
    readonly reason: 'owner' | 'liquidation'
    readonly at: number
  }
}

/** A `positions` row with its JSON `data`. */
export interface ContractPositionRow {
  readonly id: number
  readonly data: string
  readonly closed_at: number | null
}

interface ClosedData {
  readonly position: OpenContractPosition
  readonly closePoint?: Price.Price
  readonly pnl?: Money.Money
  readonly reason?: 'owner' | 'liquidation'
}

/** Reads a row written by the engine store's projection (`{position}` open, plus the settlement once closed). */
export const fromPositionRow = (row: ContractPositionRow): StoredContractPosition => {
  const data = fromJson<ClosedData>(row.data)
  const { closePoint, pnl, reason } = data
  return closePoint && pnl && reason && row.closed_at !== null
    ? { id: row.id, position: data.position, closed: { closePoint, pnl, reason, at: row.closed_at } }
    : { id: row.id, position: data.position }
}
