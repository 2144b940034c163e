import type { JournalType } from '../engine/JournalEntry.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import { balancesAround } from './balancesAround.js'
import { type NoteCharge, type NoteTrade, noteTrades, type StoredEvent, type StoredJournalRow } from './NoteTrade.js'

/** Who the note is for, with identifiers masked (DECISIONS §18). */
export interface NoteInvestor {
  readonly userId: number
  readonly name: string
  readonly maskedPhone: string
}

/** A day's contract note: every fill with every charge, the totals, the net amount and the balances around it. */
export interface ContractNote {
  readonly day: string
  readonly investor: NoteInvestor
  readonly trades: readonly NoteTrade[]
  /** Each charge type's total, in the order first charged. */
  readonly chargeTotals: readonly NoteCharge[]
  readonly charges: Money
  readonly realised: Money
  /** Realised P&L less charges: what the day's trades did to the balance. */
  readonly net: Money
  readonly opening: Money
  readonly closing: Money
  /** Money moved that day by anything but a trade (deposits, withdrawals, adjustments): closing − opening − net. */
  readonly otherMovements: Money
}

/** What a note is built from: the day's events and the journal stored since the day began, and balances now. */
export interface NoteFacts {
  readonly day: string
  readonly investor: NoteInvestor
  /** Start and end (exclusive) of the day, epoch ms. */
  readonly from: number
  readonly to: number
  readonly events: readonly StoredEvent[]
  readonly rows: readonly StoredJournalRow[]
  readonly balancesNow: Readonly<Record<string, Money>>
}

/** Each charge type's total over `charges`, in first-seen order. */
export const chargeTotalsOf = (charges: readonly NoteCharge[]): NoteCharge[] => {
  const totals = new Map<JournalType, Money>()
  for (const charge of charges) totals.set(charge.type, M.add(totals.get(charge.type) ?? M.zero, charge.amount))
  return [...totals].map(([type, amount]) => ({ type, amount }))
}

/**
 * The contract note of one investor's day, or `undefined` when the day has no fill. Charges are the journal's own
 * amounts (negative: they left the balance), so totals are their exact sums. Example: a buy with fees −3.17, −10.55,
 * −5.28 and a close with P&L +150.00 and sell fee −3.24 → charges −22.24, realised 150.00, net 127.76.
 */
export const contractNoteOf = (facts: NoteFacts): ContractNote | undefined => {
  const inDay = facts.events.filter(({ event }) => event.at >= facts.from && event.at < facts.to)
  const trades = noteTrades(inDay, facts.rows)
  if (trades.length === 0) return undefined
  const all = trades.flatMap((trade) => trade.charges)
  const charges = M.sum(all.map((charge) => charge.amount))
  const realised = M.sum(trades.map((trade) => trade.realised))
  const net = M.add(realised, charges)
  const { opening, closing } = balancesAround(facts.rows, facts.balancesNow, facts.from, facts.to)
  return {
    day: facts.day,
    investor: facts.investor,
    trades,
    chargeTotals: chargeTotalsOf(all),
    charges,
    realised,
    net,
    opening,
    closing,
    otherMovements: M.sub(M.sub(closing, opening), net),
  }
}
