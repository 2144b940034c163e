import type { Decimal } from 'decimal.js'
import type { Money } from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import * as R from '../money/Rate.js'
import { inRange, type SpreadRule } from './spreadRule.js'

/**
 * What a spread rule can look at; the fields of the public lookup `/api/user/findSpreadRateOne.do`:
 * `applies` (hcrate, today's change in percent), `turnover` (order notional), `unitprice`, `code`.
 */
export interface SpreadQuery {
  /** Today's change in percent, e.g. 2.5 for +2.5 %. Rules by change are skipped when absent. */
  readonly changePercent?: Decimal
  /** Order notional in rupees. Rules by notional are skipped when absent. */
  readonly notional?: Money
  readonly price: Price
  readonly code: string
}

/** True when `rule` applies to the order or stock described by `query`. */
export const matches = (rule: SpreadRule, query: SpreadQuery): boolean => {
  switch (rule.kind) {
    case 'changePercent':
      return query.changePercent !== undefined && inRange(query.changePercent, rule)
    case 'notional':
      return query.notional !== undefined && inRange(query.notional, rule)
    case 'priceBand':
      return inRange(query.price, rule)
    case 'codePrefix':
      return query.code.startsWith(rule.prefix)
    case 'stock':
      return query.code === rule.code
  }
}

/**
 * The spread rate for `query` (DECISIONS §3): the highest rate among matching rules, 0 when none match.
 * Example with the default rules: price 4.99 → 0.001, price 5.00 → 0.0005.
 */
export const spreadRate = (rules: readonly SpreadRule[], query: SpreadQuery): Rate => {
  let best: Rate = R.zero
  for (const rule of rules) if (rule.rate.gt(best) && matches(rule, query)) best = rule.rate
  return best
}
