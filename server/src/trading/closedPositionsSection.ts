import type { Api } from '@bourse/core'
import { type CloseReason, type CloseSettlement, fromJson, Money, type OpenStockPosition } from '@bourse/core'
import { fromPositionRow } from '../contracts/storedContractPosition.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** How many closed positions the whole-account look-up carries, newest closed first. */
export const closedPositionsShown = 200

type ClosedPosition = typeof Api.LookupClosedPosition.Type

interface ClosedRow {
  readonly id: number
  readonly kind: 'stock' | 'index' | 'futures'
  readonly data: string
  readonly closed_at: number
}

const money = (amount: Money.Money) => Money.toText(Money.round(amount))

const stockRow = (row: ClosedRow): ClosedPosition | undefined => {
  const { position, settlement, reason } = fromJson<{
    position: OpenStockPosition
    settlement?: CloseSettlement
    reason?: CloseReason
  }>(row.data)
  return (
    settlement && {
      positionSn: position.positionSn,
      account: 'stock',
      code: position.stockCode,
      name: position.stockName,
      direction: position.direction,
      quantity: position.shares.toFixed(),
      openPrice: position.openPrice.toFixed(2),
      closePrice: settlement.closePrice.toFixed(2),
      profitAndLoss: money(settlement.pnl),
      charges: money(settlement.charges),
      chargeItems: [
        { name: 'buyFee', amount: money(position.openingCharges.buyFee) },
        { name: 'stampDuty', amount: money(position.openingCharges.stampDuty) },
        { name: 'spread', amount: money(position.openingCharges.spread) },
        { name: 'sellFee', amount: money(settlement.sellFee) },
        { name: 'stayFees', amount: money(settlement.stayFees) },
      ],
      reason: reason ?? '',
      closedAt: row.closed_at,
    }
  )
}

const contractRow = (row: ClosedRow): ClosedPosition | undefined => {
  const { position, closed } = fromPositionRow(row)
  return (
    closed && {
      positionSn: position.positionSn,
      account: position.kind,
      code: position.code,
      name: position.name,
      direction: position.direction,
      quantity: String(position.hands),
      openPrice: position.openPoint.toFixed(2),
      closePrice: closed.closePoint.toFixed(2),
      profitAndLoss: money(closed.pnl),
      charges: money(position.fee),
      chargeItems: [{ name: 'openingFee', amount: money(position.fee) }],
      reason: closed.reason,
      closedAt: closed.at,
    }
  )
}

/**
 * The closed-positions section of the staff whole-account look-up: stock, index and futures positions, newest closed
 * first, with open and close price, realised P&L and every charge of the position (stock: buy fee, stamp duty,
 * spread, sell fee, stay fees; contracts: the opening fee).
 */
export const closedPositionsSection = (db: SqlConnection, userId: number): ClosedPosition[] =>
  (
    db
      .prepare(
        `SELECT rowid AS id, kind, data, closed_at FROM positions WHERE user_id = ? AND state = 1
         ORDER BY closed_at DESC, rowid DESC LIMIT ?`,
      )
      .all(userId, closedPositionsShown) as ClosedRow[]
  ).flatMap((row) => (row.kind === 'stock' ? stockRow(row) : contractRow(row)) ?? [])
