import { managementFee } from '../funds/marginFinancing.js'
import type { Money } from '../money/Money.js'
import type { Rate } from '../money/Rate.js'

/** The management fee of a sub-account under three true names: per day, for the whole term, and charged so far. */
export interface ManagementFees {
  /** round2(borrowed × rate): what each started day of the term costs. */
  readonly perDay: Money
  /** round2(borrowed × rate × days): what the whole term costs (the application's preview). */
  readonly wholeTerm: Money
  readonly days: number
}

/**
 * The fee figures of borrowed money at a daily rate over a term (docs/rules/funds.md "Fee days": every started day is
 * charged at its start). Borrowed 10 000 at 0.0012 a day for 5 days: 12.00 a day, 60.00 for the term.
 */
export const managementFees = (borrowed: Money, dailyRate: Rate, days: number): ManagementFees => ({
  perDay: managementFee(borrowed, dailyRate, 1),
  wholeTerm: managementFee(borrowed, dailyRate, days),
  days,
})

/** A sub-account line: `unwind` closes every split position and ends it, `warning` sends a notice. */
export interface FinancingLine {
  readonly line: 'unwind' | 'warning'
  readonly amount: Money
}

/**
 * The two lines in the order falling assets meet them (the higher first; at a tie the unwind line, which the risk loop
 * checks first), and whether a warning can come before the unwind. Defaults (0.82 > 0.75): margin 5 000, lever 2 →
 * unwind 14 100.00 then warning 13 750.00, no warning first — the unwind closes the positions before any notice.
 */
export const financingLinesInOrder = (terms: {
  readonly warningLine: Money
  readonly unwindLine: Money
}): { readonly lines: readonly FinancingLine[]; readonly warningFirst: boolean } => {
  const warningFirst = terms.warningLine.gt(terms.unwindLine)
  const unwind: FinancingLine = { line: 'unwind', amount: terms.unwindLine }
  const warning: FinancingLine = { line: 'warning', amount: terms.warningLine }
  return { lines: warningFirst ? [warning, unwind] : [unwind, warning], warningFirst }
}
