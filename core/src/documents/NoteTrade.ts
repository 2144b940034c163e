import type { Event } from '../engine/Event.js'
import type { JournalType } from '../engine/JournalEntry.js'
import { journalTypes } from '../engine/JournalEntry.js'
import type { Direction } from '../market/Direction.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'

/** One stored journal row as a document reads it: the event it belongs to, what moved, and when. */
export interface StoredJournalRow {
  readonly id: number
  readonly eventSeq: number
  readonly type: JournalType
  /** The sub-balance moved, e.g. `stock.available`. */
  readonly balance: string
  readonly amount: Money
  readonly balanceAfter: Money
  readonly reference: string
  readonly at: number
}

/** One charge of a trade, as the journal stored it. */
export interface NoteCharge {
  readonly type: JournalType
  readonly amount: Money
}

/** A fill of the day: an opening or a closing trade with every charge the journal booked for it. */
export interface NoteTrade {
  readonly at: number
  readonly positionSn: string
  readonly side: 'open' | 'close'
  readonly account: 'stock' | 'index' | 'futures' | 'financing'
  readonly code: string
  readonly name: string
  readonly direction: Direction
  /** Shares for stock and financing, hands for index and futures. */
  readonly quantity: number
  readonly price: Price
  readonly lever: number
  readonly charges: readonly NoteCharge[]
  /** The P&L booked by a closing trade (zero for an opening one). */
  readonly realised: Money
}

/** An event as stored: its number in the account's history and the event itself. */
export interface StoredEvent {
  readonly seq: number
  readonly event: Event
}

const chargeTypes = new Set(Object.entries(journalTypes).flatMap(([type, kind]) => (kind === 'charge' ? [type] : [])))

/** True for the journal types that are charges (fees, duty, spread, stay and management fees). */
export const isCharge = (type: JournalType): boolean => chargeTypes.has(type)

type Fill = Omit<NoteTrade, 'charges' | 'at'>

const fillOf = (event: Event): Fill | undefined => {
  switch (event.type) {
    case 'contractPositionOpened':
    case 'contractPositionClosed': {
      const p = event.position
      const close = event.type === 'contractPositionClosed'
      return {
        positionSn: p.positionSn,
        side: close ? 'close' : 'open',
        account: p.kind,
        code: p.code,
        name: p.name,
        direction: p.direction,
        quantity: p.hands,
        price: close ? event.closePoint : p.openPoint,
        lever: p.lever,
        realised: close ? event.pnl : M.zero,
      }
    }
    case 'stockPositionClosed':
    case 'financingPositionClosed':
    case 'stockPositionOpened':
    case 'financingPositionOpened':
    case 'blockTradeBought':
    case 'pendingOrderSettled':
    case 'strongBuySettled':
    case 'ipoChanged': {
      const p = event.position
      if (p === undefined) return undefined
      const settlement = 'settlement' in event ? event.settlement : undefined
      return {
        positionSn: p.positionSn,
        side: settlement ? 'close' : 'open',
        account: event.type.startsWith('financing') ? 'financing' : 'stock',
        code: p.stockCode,
        name: p.stockName,
        direction: p.direction,
        quantity: Number(p.shares),
        price: settlement ? settlement.closePrice : p.openPrice,
        lever: p.lever,
        realised: settlement ? settlement.pnl : M.zero,
      }
    }
    default:
      return undefined
  }
}

/**
 * The fills among `events`, each with the charges the journal stored for it (rows of the same event and position
 * whose type is a charge), in the order they happened. An event that fills nothing (a deposit, a pending order
 * placed, an application) gives no trade.
 */
export const noteTrades = (events: readonly StoredEvent[], rows: readonly StoredJournalRow[]): NoteTrade[] =>
  events.flatMap(({ seq, event }) => {
    const fill = fillOf(event)
    if (fill === undefined) return []
    const charges = rows
      .filter((row) => row.eventSeq === seq && row.reference === fill.positionSn && isCharge(row.type))
      .map((row) => ({ type: row.type, amount: row.amount }))
    return [{ ...fill, at: event.at, charges }]
  })
