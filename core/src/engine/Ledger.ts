import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { BalanceName, Balances } from './Balances.js'
import type { JournalEntry, JournalType } from './JournalEntry.js'

/**
 * Collects the journal entries of one decision, keeping running balances so each entry carries
 * the balance after it. Zero movements write nothing.
 */
export interface Ledger {
  move(balance: BalanceName, amount: Money, type: JournalType, reference: string): Ledger
  /** Moves `amount` from one balance to another as two entries of opposite sign. */
  shift(
    from: BalanceName,
    to: BalanceName,
    amount: Money,
    types: readonly [JournalType, JournalType],
    reference: string,
  ): Ledger
  readonly balances: Balances
  readonly entries: readonly JournalEntry[]
}

export const startLedger = (opening: Balances): Ledger => {
  let balances = opening
  const entries: JournalEntry[] = []
  const ledger: Ledger = {
    move(balance, amount, type, reference) {
      if (amount.isZero()) return ledger
      // A balance added after a snapshot was written (e.g. `financing.*`) is absent from it: it starts at zero.
      const balanceAfter = M.add(balances[balance] ?? M.zero, amount)
      balances = { ...balances, [balance]: balanceAfter }
      entries.push({ type, balance, amount, balanceAfter, reference })
      return ledger
    },
    shift(from, to, amount, [outType, inType], reference) {
      return ledger.move(from, M.neg(amount), outType, reference).move(to, amount, inType, reference)
    },
    get balances() {
      return balances
    },
    get entries() {
      return entries
    },
  }
  return ledger
}

/** Applies journal entries to balances; every entry's `balanceAfter` must agree, or the journal is corrupt. */
export const applyEntries = (balances: Balances, entries: readonly JournalEntry[]): Balances => {
  const next: Record<BalanceName, M.Money> = { ...balances }
  for (const entry of entries) {
    const after = M.add(next[entry.balance] ?? M.zero, entry.amount)
    if (!after.eq(entry.balanceAfter)) {
      throw new Error(
        `journal entry ${entry.type} ${entry.reference} says ${entry.balanceAfter} but adds up to ${after}`,
      )
    }
    next[entry.balance] = after
  }
  return next
}
