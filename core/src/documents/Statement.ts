import type { JournalType } from '../engine/JournalEntry.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import { balancesAround } from './balancesAround.js'
import type { NoteInvestor } from './ContractNote.js'
import type { StoredJournalRow } from './NoteTrade.js'

/** One movement of a statement: the journal row and the account's total after it. */
export interface StatementLine {
  readonly at: number
  readonly type: JournalType
  readonly balance: string
  readonly reference: string
  readonly amount: Money
  /** The account's total (every sub-balance) after this movement. */
  readonly running: Money
}

/** A month's statement: every movement with the running balance, between the opening and closing balances. */
export interface Statement {
  readonly month: string
  readonly investor: NoteInvestor
  readonly opening: Money
  readonly lines: readonly StatementLine[]
  readonly closing: Money
}

/** What a statement is built from: the journal stored since the month began, and balances now. */
export interface StatementFacts {
  readonly month: string
  readonly investor: NoteInvestor
  readonly from: number
  readonly to: number
  readonly rows: readonly StoredJournalRow[]
  readonly balancesNow: Readonly<Record<string, Money>>
}

/**
 * The statement of one investor's month, or `undefined` when nothing moved. The running balance starts at the
 * opening balance and adds each movement, so the last line's running balance is the closing balance. Example: opening
 * 1,000.00; margin −200.00 (available) and +200.00 (frozen), buy fee −3.00 → running 800.00, 1,000.00, 997.00;
 * closing 997.00.
 */
export const statementOf = (facts: StatementFacts): Statement | undefined => {
  const inMonth = facts.rows.filter((row) => row.at >= facts.from && row.at < facts.to)
  if (inMonth.length === 0) return undefined
  const { opening, closing } = balancesAround(facts.rows, facts.balancesNow, facts.from, facts.to)
  let running = opening
  const lines = inMonth.map((row) => {
    running = M.add(running, row.amount)
    return { at: row.at, type: row.type, balance: row.balance, reference: row.reference, amount: row.amount, running }
  })
  return { month: facts.month, investor: facts.investor, opening, lines, closing }
}
