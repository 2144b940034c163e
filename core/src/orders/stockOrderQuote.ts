import type { FeeSchedule } from '../fees/feeSchedule.js'
import { openingCharges } from '../fees/openingCharges.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Price } from '../money/Price.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { Shares } from '../money/Shares.js'
import { margin } from './margin.js'

/** What a stock market order would take from available funds, part by part (DECISIONS §2). */
export interface StockOrderQuote {
  readonly price: Price
  readonly shares: Shares
  readonly lever: number
  readonly spreadRate: Rate
  /** price × shares, exact. */
  readonly notional: Money
  readonly margin: Money
  readonly buyFee: Money
  readonly stampDuty: Money
  readonly spread: Money
  /** buyFee + stampDuty + spread. */
  readonly charges: Money
  /** margin + charges: the total needed in available funds. */
  readonly deposit: Money
}

/** The order a quote prices. */
export interface StockOrderTerms {
  readonly price: Price
  readonly shares: Shares
  readonly lever: number
  readonly spreadRate: Rate
}

/**
 * Quotes a stock order: notional = price × shares, margin = round2(notional ÷ lever), each charge round2,
 * deposit = margin + charges. Example: 10.55 × 1 000, lever 10, spread 0.0005 → notional 10 550.00,
 * margin 1 055.00, charges 3.17 + 10.55 + 5.28 = 19.00, deposit 1 074.00.
 */
export const quoteStockOrder = (terms: StockOrderTerms, schedule: FeeSchedule): StockOrderQuote => {
  const notional = P.notional(terms.price, terms.shares)
  const m = margin(notional, terms.lever)
  const charges = openingCharges(notional, schedule, terms.spreadRate)
  // Fields are copied one by one: spreading `terms` made quotes about 2.5× slower in the benchmark.
  return {
    price: terms.price,
    shares: terms.shares,
    lever: terms.lever,
    spreadRate: terms.spreadRate,
    notional,
    margin: m,
    buyFee: charges.buyFee,
    stampDuty: charges.stampDuty,
    spread: charges.spread,
    charges: charges.total,
    deposit: M.add(m, charges.total),
  }
}
