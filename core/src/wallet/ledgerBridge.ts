import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** The lines of the P&L ↔ ledger bridge, in the order they are shown. */
export type BridgeLine =
  | 'deposits'
  | 'withdrawals'
  | 'withdrawalFees'
  | 'charges'
  | 'realised'
  | 'transfers'
  | 'heldBack'
  | 'adjustments'

const lineOfType: Readonly<Record<string, BridgeLine>> = {
  deposit: 'deposits',
  bonus: 'deposits',
  withdrawal: 'withdrawals',
  withdrawalRefund: 'withdrawals',
  // The cost of moving money, not of trading (DECISIONS §20): its own line, out of the day's P&L.
  withdrawalFee: 'withdrawalFees',
  withdrawalFeeRefund: 'withdrawalFees',
  buyFee: 'charges',
  stampDuty: 'charges',
  spread: 'charges',
  sellFee: 'charges',
  stayFee: 'charges',
  contractFee: 'charges',
  managementFee: 'charges',
  profitAndLoss: 'realised',
  transferIn: 'transfers',
  transferOut: 'transfers',
  marginFrozen: 'heldBack',
  marginReleased: 'heldBack',
  reservationFrozen: 'heldBack',
  reservationReleased: 'heldBack',
  ipoFrozen: 'heldBack',
  ipoReleased: 'heldBack',
  financingMargin: 'heldBack',
  financingLoan: 'heldBack',
  financingRepaid: 'heldBack',
  financingReturned: 'heldBack',
  adjustment: 'adjustments',
}

/** A sub-balance that holds money back: a margin or deposit frozen, an IPO frozen, a financing margin. */
const isHeld = (balance: string): boolean => /\.(frozen|ipoFrozen)$/.test(balance)

/** One journal entry of one account, as the fund flow lists it: `afterAmt` is the balance of `balance` after it. */
export interface LedgerEntry {
  readonly deType: string
  readonly deAmt: Money
  readonly afterAmt: Money
  /** The sub-balance moved, e.g. `stock.available`, `stock.frozen`, `stock.ipoFrozen`. */
  readonly balance: string
  readonly addTime: number
  readonly id: number
}

export interface LedgerBridge {
  readonly opening: Money
  readonly lines: readonly { readonly line: BridgeLine; readonly amount: Money }[]
  /** The sub-balances' balances now, added up: the account's total (available + frozen + IPO frozen). */
  readonly closing: Money
  /** Each sub-balance's balance now, in the order first met, so the closing figure names what it holds. */
  readonly closingParts: readonly { readonly balance: string; readonly amount: Money }[]
  /**
   * Of the closing balance, what is held now (margins, deposits, IPO and financing margins frozen): the movements into
   * them are internal and net to zero over the bridged accounts, so this, not a line, says how much is held.
   */
  readonly held: Money
  /**
   * True when opening + every line = closing and each sub-balance's entries follow one another, to the paisa (a gap
   * means a missing or altered entry).
   */
  readonly balanced: boolean
}

/**
 * The bridge from the first entry of an account's journal to its balance now: opening balance + deposits −
 * withdrawals − withdrawal fees − charges + realised P&L ± transfers ± money held back (margins, IPO, financing) ± adjustments =
 * balance. The balance is every sub-balance's latest `afterAmt` added up (not the latest line's, which may be the IPO
 * frozen or margin balance). Entries in any order; a type not listed counts as an adjustment. Example: deposit
 * 10,000, margin 2,000 from available to frozen, buy fee −7.00 → opening 0 + 10,000 − 7 ± 0 = 9,993.00 (available
 * 7,993.00 + frozen 2,000.00).
 */
export const ledgerBridge = (entries: readonly LedgerEntry[]): LedgerBridge => {
  const ordered = [...entries].sort((a, b) => a.addTime - b.addTime || a.id - b.id)
  const totals = new Map<BridgeLine, Money>()
  const chains = new Map<string, { opening: Money; after: Money; follows: boolean }>()
  for (const entry of ordered) {
    const line = lineOfType[entry.deType] ?? 'adjustments'
    totals.set(line, M.add(totals.get(line) ?? M.zero, entry.deAmt))
    const chain = chains.get(entry.balance)
    if (chain === undefined)
      chains.set(entry.balance, { opening: M.sub(entry.afterAmt, entry.deAmt), after: entry.afterAmt, follows: true })
    else {
      chain.follows &&= M.add(chain.after, entry.deAmt).eq(entry.afterAmt)
      chain.after = entry.afterAmt
    }
  }
  const order: readonly BridgeLine[] = [
    'deposits',
    'withdrawals',
    'withdrawalFees',
    'charges',
    'realised',
    'transfers',
    'heldBack',
    'adjustments',
  ]
  const lines = order.map((line) => ({ line, amount: totals.get(line) ?? M.zero }))
  const parts = [...chains.entries()]
  const opening = M.sum(parts.map(([, chain]) => chain.opening))
  const closingParts = parts.map(([balance, chain]) => ({ balance, amount: chain.after }))
  const closing = M.sum(closingParts.map((part) => part.amount))
  const held = M.sum(closingParts.filter((part) => isHeld(part.balance)).map((part) => part.amount))
  const sum = M.add(opening, M.sum(lines.map((each) => each.amount)))
  return { opening, lines, closing, closingParts, held, balanced: sum.eq(closing) && parts.every(([, c]) => c.follows) }
}
