import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'

/** The lines of the P&L ↔ ledger bridge, in the order they are shown. */
export type BridgeLine = 'deposits' | 'withdrawals' | 'charges' | 'realised' | 'transfers' | 'heldBack' | 'adjustments'

const lineOfType: Readonly<Record<string, BridgeLine>> = {
  deposit: 'deposits',
  bonus: 'deposits',
  withdrawal: 'withdrawals',
  withdrawalRefund: 'withdrawals',
  withdrawalFee: 'charges',
  withdrawalFeeRefund: 'charges',
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

/** One journal entry of one account, as the fund flow lists it. */
export interface LedgerEntry {
  readonly deType: string
  readonly deAmt: Money
  readonly afterAmt: Money
  readonly addTime: number
  readonly id: number
}

export interface LedgerBridge {
  readonly opening: Money
  readonly lines: readonly { readonly line: BridgeLine; readonly amount: Money }[]
  readonly closing: Money
  /** True when opening + every line = closing, to the paisa (a gap means a missing or altered entry). */
  readonly balanced: boolean
}

/**
 * The bridge from the first entry of an account's journal to its balance now: opening balance + deposits −
 * withdrawals − charges + realised P&L ± transfers ± money held back (margins, IPO, financing) ± adjustments =
 * balance. Entries in any order; a type not listed counts as an adjustment. Example: deposit 10,000, buy fee −7.00,
 * margin −2,000, P&L +150.00, margin back +2,000 → opening 0 + 10,000 − 7 + 150 ± 0 = 10,143.00.
 */
export const ledgerBridge = (entries: readonly LedgerEntry[]): LedgerBridge => {
  const ordered = [...entries].sort((a, b) => a.addTime - b.addTime || a.id - b.id)
  const first = ordered[0]
  const last = ordered.at(-1)
  const opening = first ? M.sub(first.afterAmt, first.deAmt) : M.zero
  const totals = new Map<BridgeLine, Money>()
  for (const entry of ordered) {
    const line = lineOfType[entry.deType] ?? 'adjustments'
    totals.set(line, M.add(totals.get(line) ?? M.zero, entry.deAmt))
  }
  const order: readonly BridgeLine[] = [
    'deposits',
    'withdrawals',
    'charges',
    'realised',
    'transfers',
    'heldBack',
    'adjustments',
  ]
  const lines = order.map((line) => ({ line, amount: totals.get(line) ?? M.zero }))
  const closing = last ? last.afterAmt : M.zero
  const sum = M.add(opening, M.sum(lines.map((each) => each.amount)))
  return { opening, lines, closing, balanced: sum.eq(closing) }
}
