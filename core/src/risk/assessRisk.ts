import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import type { Settings } from '../settings/Settings.js'
import { liquidationLine, warningLevel } from './liquidationLine.js'

/** The balances of one account (stock, index or futures): available may be negative after a gap loss. */
export interface RiskBalances {
  readonly available: Money
  readonly frozen: Money
}

/** The two ratios of the rule: the liquidation percent and the warning ratio. */
export interface RiskRule {
  readonly stopPercent: Rate
  readonly remindRatio: Rate
}

/** The stock account's rule: `forceStopPercent` (0.8) and `forceStopRemindRatio` (0.5). */
export const stockRiskRule = (settings: Settings): RiskRule => ({
  stopPercent: settings.forceStopPercent,
  remindRatio: settings.forceStopRemindRatio,
})

/** Index and futures accounts: the same rule with `forceSellPercent` (0.8) as the liquidation percent. */
export const contractRiskRule = (settings: Settings): RiskRule => ({
  stopPercent: settings.forceSellPercent,
  remindRatio: settings.forceStopRemindRatio,
})

/** What the app shows and the risk loop decides for one account at one set of prices. */
export interface RiskAssessment {
  readonly line: Money
  readonly warningLevel: Money
  readonly floating: Money
  /** line + floating: the further loss the account can take before liquidation. */
  readonly distance: Money
  /** floating ≤ −line: close every open position of this account. */
  readonly liquidate: boolean
  /** floating ≤ −warningLevel: a warning is due (at most once a day, see `decideWarning`). */
  readonly warningReached: boolean
}

/**
 * Applies DECISIONS §6 to an account. Example: available 6 000, frozen 4 000, floating −8 000.00, rule 0.8/0.5 →
 * line 8 000.00, distance 0.00, liquidate (−8 000 ≤ −8 000), warning reached (−8 000 ≤ −5 000).
 */
export const assessRisk = (balances: RiskBalances, floating: Money, rule: RiskRule): RiskAssessment => {
  const line = liquidationLine(balances.available, balances.frozen, rule.stopPercent)
  const level = warningLevel(balances.available, balances.frozen, rule.remindRatio)
  return {
    line,
    warningLevel: level,
    floating,
    distance: M.add(line, floating),
    liquidate: floating.lte(line.negated()),
    warningReached: floating.lte(level.negated()),
  }
}
