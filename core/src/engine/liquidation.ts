import { type DomainError, domainError } from '../errors/DomainError.js'
import type { FeeSchedule } from '../fees/feeSchedule.js'
import type { Price } from '../money/Price.js'
import { settleClose } from '../positions/closeSettlement.js'
import { assessRisk, type RiskRule } from '../risk/assessRisk.js'
import { accountFloating } from '../risk/RiskPosition.js'
import type { Instant } from '../time/Instant.js'
import type { AccountState } from './AccountState.js'
import { startLedger } from './Ledger.js'
import { postClose, type StockPositionClosed } from './stockClose.js'
import { stockRiskPosition } from './stockExposure.js'

/**
 * The risk loop's liquidation of the stock account (DECISIONS §6). The engine re-applies the rule at the
 * given prices and refuses unless floating ≤ −line; then every open stock position closes at its price.
 */
export interface LiquidateStockAccount {
  readonly type: 'liquidateStockAccount'
  readonly id: string
  /** The current price of every symbol the account holds, from the market simulator. */
  readonly prices: Readonly<Record<string, Price>>
  readonly rule: RiskRule
  readonly schedule: FeeSchedule
}

export const decideLiquidateStockAccount = (
  state: AccountState,
  command: LiquidateStockAccount,
  now: Instant,
): StockPositionClosed[] | DomainError => {
  const positions = Object.values(state.positions)
  const missing = positions.find((position) => command.prices[position.stockCode] === undefined)
  if (positions.length === 0 || missing) return domainError('engineLiquidationNotDue')
  const priceOf = (code: string) => command.prices[code] as Price
  const floating = accountFloating(positions.map(stockRiskPosition), priceOf)
  const balances = { available: state.balances['stock.available'], frozen: state.balances['stock.frozen'] }
  if (!assessRisk(balances, floating, command.rule).liquidate) return domainError('engineLiquidationNotDue')

  const ledger = startLedger(state.balances)
  return positions.map((position) => {
    const settlement = settleClose(position, priceOf(position.stockCode), command.schedule)
    const before = ledger.entries.length
    postClose(ledger, position, settlement)
    return {
      type: 'stockPositionClosed',
      commandId: command.id,
      userId: state.userId,
      at: now,
      journal: ledger.entries.slice(before),
      position,
      settlement,
      reason: 'liquidation',
    }
  })
}
