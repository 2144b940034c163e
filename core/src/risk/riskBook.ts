import { sign } from '../market/Direction.js'
import { Dec } from '../money/Dec.js'
import type { Price } from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import type { RiskBalances } from './assessRisk.js'
import { liquidationLine } from './liquidationLine.js'
import type { RiskPosition } from './RiskPosition.js'

/** One account as the risk book takes it in: its balances and open positions, in exact decimals. */
export interface RiskAccount {
  readonly id: string
  readonly balances: RiskBalances
  readonly positions: readonly RiskPosition[]
}

/**
 * Every account's exposure as flat integer arrays, for a fast sweep on each tick. Amounts are in paisa;
 * holdings are aggregated per account × symbol and stored account by account (compressed rows):
 * account `a` owns holdings `holdingStart[a]` to `holdingStart[a + 1] − 1`.
 * Liquidate `a` when threshold[a] + Σ netQuantity × price ≤ 0, where threshold = line − Σ sign × quantity × open − fees.
 */
export interface RiskBook {
  readonly accountIds: readonly string[]
  readonly symbols: readonly string[]
  readonly holdingStart: Int32Array
  readonly holdingSymbol: Int32Array
  /** Signed net quantity (long positive), an integer. */
  readonly netQuantity: Float64Array
  /** line − Σ sign × quantity × openPrice − Σ stay fees, in paisa (an integer). */
  readonly threshold: Float64Array
  /** Σ |netQuantity| per account, to prove each tick's sums stay exact below 2^53. */
  readonly grossQuantity: Float64Array
  readonly maxAbsThreshold: number
  readonly maxGrossQuantity: number
}

const toSafeInteger = (value: Dec, what: string): number => {
  if (!value.isInteger() || value.abs().gt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${what} must be a whole number within 2^53 for the risk book, got ${value.toString()}`)
  return value.toNumber()
}

/**
 * Builds the book from exact accounts. Preconditions (a programming error otherwise, so it throws RangeError):
 * open prices in whole paisa, integer quantities, every symbol listed. Example: line 8 000.00, long 1 000 shares
 * from 20.00, fees 0 → threshold 800 000 − 1 000 × 2 000 = −1 200 000 paisa, net quantity 1 000.
 */
export const createRiskBook = (
  accounts: readonly RiskAccount[],
  symbols: readonly string[],
  stopPercent: Rate,
): RiskBook => {
  const symbolIndex = new Map(symbols.map((symbol, index) => [symbol, index]))
  const holdingStart = new Int32Array(accounts.length + 1)
  const holdingSymbol: number[] = []
  const netQuantity: number[] = []
  const threshold = new Float64Array(accounts.length)
  const grossQuantity = new Float64Array(accounts.length)
  let maxAbsThreshold = 0
  let maxGrossQuantity = 0
  accounts.forEach((account, a) => {
    holdingStart[a] = holdingSymbol.length
    const { available, frozen } = account.balances
    let constant = liquidationLine(available, frozen, stopPercent).times(100)
    const net = new Map<number, Dec>()
    for (const position of account.positions) {
      const s = symbolIndex.get(position.symbol)
      if (s === undefined) throw new RangeError(`symbol ${position.symbol} is not in the risk book`)
      const signed = position.quantity.times(sign(position.direction))
      constant = constant.minus(signed.times(position.openPrice).times(100)).minus(position.stayFees.times(100))
      net.set(s, (net.get(s) ?? new Dec(0)).plus(signed))
    }
    let gross = 0
    for (const [s, quantity] of net) {
      if (quantity.isZero()) continue
      const q = toSafeInteger(quantity, 'a net quantity')
      holdingSymbol.push(s)
      netQuantity.push(q)
      gross += Math.abs(q)
    }
    threshold[a] = toSafeInteger(constant, 'an account threshold')
    grossQuantity[a] = gross
    maxAbsThreshold = Math.max(maxAbsThreshold, Math.abs(threshold[a] ?? 0))
    maxGrossQuantity = Math.max(maxGrossQuantity, gross)
  })
  holdingStart[accounts.length] = holdingSymbol.length
  return {
    accountIds: accounts.map((account) => account.id),
    symbols,
    holdingStart,
    holdingSymbol: Int32Array.from(holdingSymbol),
    netQuantity: Float64Array.from(netQuantity),
    threshold,
    grossQuantity,
    maxAbsThreshold,
    maxGrossQuantity,
  }
}

/** One tick's prices in paisa, aligned with `book.symbols`: 12.34 → 1234. Throws RangeError off the paisa grid. */
export const pricesInPaisa = (book: RiskBook, priceOf: (symbol: string) => Price): Float64Array =>
  Float64Array.from(book.symbols, (symbol) => toSafeInteger(priceOf(symbol).times(100), `the price of ${symbol}`))
