import { Dec } from '../money/Dec.js'
import type { Money } from '../money/Money.js'
import type { Price } from '../money/Price.js'
import type { RiskBalances, RiskRule } from './assessRisk.js'
import { type Exposure, exposureOf } from './Exposure.js'
import { liquidationLine, warningLevel } from './liquidationLine.js'
import type { RiskPosition } from './RiskPosition.js'

/** One account as a builder takes it in: its balances and open positions, in exact decimals. */
export interface RiskAccount {
  readonly id: string
  readonly balances: RiskBalances
  readonly positions: readonly RiskPosition[]
}

/**
 * Every account's exposure as integers, kept up to date account by account (`put` after each change of one account,
 * `remove` when it holds nothing), for a sweep on each tick whose cost is the holdings', not the investors'.
 *
 * Units: prices in `priceScale` (100: paisa), quantities in `quantityScale` (1 for shares; 100 for contracts whose
 * `eachPoint` has two decimals), so every term is a whole number. Per account `a`:
 *   lineThreshold[a] = line − Σ sign × quantity × open − stay fees, and
 *   warnThreshold[a] = ⌈warning level⌉ − the same sums,
 * in units of priceScale × quantityScale; the account is at its line when lineThreshold + Σ net × price ≤ 0 and at
 * its warning level when warnThreshold + Σ net × price ≤ 0 (DECISIONS §6, the same decisions as `assessRisk`).
 */
export interface RiskBook {
  readonly rule: RiskRule
  readonly priceScale: number
  readonly quantityScale: number
  /** The symbols any account held since the book was made, in the order of `pricesOf`'s answer. */
  readonly symbols: readonly string[]
  /** How many accounts the book holds. */
  readonly size: number
  /** Sets an account's row from its balances and summed positions; an account with no position is removed. */
  put(id: string, balances: RiskBalances, exposure: Exposure): void
  remove(id: string): void
  has(id: string): boolean
  /** An account's row in book units (for checks and tests), or `undefined` when the book does not hold it. */
  row(id: string): RiskBookRow | undefined
  /** A new rule (settings changed): every row's thresholds are recomputed. */
  setRule(rule: RiskRule): void
  /** The rows, for the sweep: slot by slot; a free slot has id `undefined`. */
  readonly slots: RiskBookSlots
}

/** One account's row: its two thresholds and its net quantity per symbol. */
export interface RiskBookRow {
  readonly lineThreshold: number
  readonly warnThreshold: number
  readonly nets: Readonly<Record<string, number>>
}

/** The book's rows as parallel arrays (read by `riskSweep`; never written outside this module). */
export interface RiskBookSlots {
  readonly count: number
  readonly ids: readonly (string | undefined)[]
  readonly lineThreshold: readonly number[]
  readonly warnThreshold: readonly number[]
  /** Σ |net| per slot, to prove a tick's sums stay below 2^53. */
  readonly grossQuantity: readonly number[]
  readonly holdingSymbols: readonly Int32Array[]
  readonly holdingNets: readonly Float64Array[]
}

const toSafeInteger = (value: Dec, what: string): number => {
  if (!value.isInteger() || value.abs().gt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${what} must be a whole number within 2^53 for the risk book, got ${value.toString()}`)
  return value.toNumber()
}

interface Row {
  /** available + frozen, kept to recompute the thresholds when the rule changes. */
  readonly equity: Dec
  /** (Σ sign × quantity × open + stay fees) in book units. */
  readonly carried: number
}

/**
 * An empty book. Example (stock, paisa): line 8 000.00, long 1 000 shares from 20.00, no fees → line threshold
 * 800 000 − 1 000 × 2 000 = −1 200 000; at 12.00 the sum is −1 200 000 + 1 000 × 1 200 = 0 ≤ 0: at the line.
 */
export const createRiskBook = (rule: RiskRule, options: { readonly quantityScale?: number } = {}): RiskBook => {
  const priceScale = 100
  const quantityScale = options.quantityScale ?? 1
  const unit = priceScale * quantityScale
  const symbols: string[] = []
  const symbolIndex = new Map<string, number>()
  const slotOf = new Map<string, number>()
  const free: number[] = []
  const ids: (string | undefined)[] = []
  const rows: (Row | undefined)[] = []
  const lineThreshold: number[] = []
  const warnThreshold: number[] = []
  const grossQuantity: number[] = []
  const holdingSymbols: Int32Array[] = []
  const holdingNets: Float64Array[] = []
  let current = rule
  const empty32 = new Int32Array(0)
  const empty64 = new Float64Array(0)

  const symbolSlot = (symbol: string): number => {
    let index = symbolIndex.get(symbol)
    if (index === undefined) {
      index = symbols.length
      symbols.push(symbol)
      symbolIndex.set(symbol, index)
    }
    return index
  }
  const thresholds = (row: Row): [number, number] => {
    const line = liquidationLine(row.equity as Money, new Dec(0) as Money, current.stopPercent)
    const level = warningLevel(row.equity as Money, new Dec(0) as Money, current.remindRatio)
    return [
      toSafeInteger(line.times(unit), 'a liquidation line') - row.carried,
      // floating × unit is whole, so floating ≤ −level ⟺ floating × unit ≤ −⌈level × unit⌉.
      toSafeInteger(level.times(unit).ceil(), 'a warning level') - row.carried,
    ]
  }
  const remove = (id: string) => {
    const slot = slotOf.get(id)
    if (slot === undefined) return
    slotOf.delete(id)
    ids[slot] = undefined
    rows[slot] = undefined
    holdingSymbols[slot] = empty32
    holdingNets[slot] = empty64
    grossQuantity[slot] = 0
    free.push(slot)
  }
  const put = (id: string, balances: RiskBalances, exposure: Exposure) => {
    if (exposure.bySymbol.size === 0) return remove(id)
    let carried = exposure.stayFees.times(unit)
    const held = new Int32Array(exposure.bySymbol.size)
    const nets = new Float64Array(exposure.bySymbol.size)
    let gross = 0
    let h = 0
    for (const [symbol, holding] of exposure.bySymbol) {
      carried = carried.plus(holding.cost.times(unit))
      held[h] = symbolSlot(symbol)
      nets[h] = toSafeInteger(holding.net.times(quantityScale), 'a net quantity')
      gross += Math.abs(nets[h] as number)
      h++
    }
    const row: Row = {
      equity: balances.available.plus(balances.frozen),
      carried: toSafeInteger(carried, 'an account cost'),
    }
    const [lineAt, warnAt] = thresholds(row)
    let slot = slotOf.get(id)
    if (slot === undefined) {
      slot = free.pop() ?? ids.length
      slotOf.set(id, slot)
    }
    ids[slot] = id
    rows[slot] = row
    lineThreshold[slot] = lineAt
    warnThreshold[slot] = warnAt
    grossQuantity[slot] = gross
    holdingSymbols[slot] = held
    holdingNets[slot] = nets
  }
  const book: RiskBook = {
    get rule() {
      return current
    },
    priceScale,
    quantityScale,
    symbols,
    get size() {
      return slotOf.size
    },
    put,
    remove,
    has: (id) => slotOf.has(id),
    row: (id) => {
      const slot = slotOf.get(id)
      if (slot === undefined) return undefined
      const held = holdingSymbols[slot] as Int32Array
      const nets = holdingNets[slot] as Float64Array
      return {
        lineThreshold: lineThreshold[slot] as number,
        warnThreshold: warnThreshold[slot] as number,
        nets: Object.fromEntries(Array.from(held, (s, h) => [symbols[s] as string, nets[h] as number])),
      }
    },
    setRule: (rule) => {
      current = rule
      rows.forEach((row, slot) => {
        if (row === undefined) return
        const [lineAt, warnAt] = thresholds(row)
        lineThreshold[slot] = lineAt
        warnThreshold[slot] = warnAt
      })
    },
    slots: {
      get count() {
        return ids.length
      },
      ids,
      lineThreshold,
      warnThreshold,
      grossQuantity,
      holdingSymbols,
      holdingNets,
    },
  }
  return book
}

/** A book holding `accounts` (for tests and benches): each account's positions summed with `exposureOf`. */
export const riskBookOf = (accounts: readonly RiskAccount[], rule: RiskRule): RiskBook => {
  const book = createRiskBook(rule)
  for (const account of accounts) book.put(account.id, account.balances, exposureOf(account.positions))
  return book
}

/**
 * One tick's prices in the book's units, aligned with `book.symbols`: 12.34 → 1234 for stocks. A symbol without a
 * price is NaN (its holders are not judged at this tick). Throws RangeError for a price off the book's grid.
 */
export const pricesOf = (book: RiskBook, priceOf: (symbol: string) => Price | undefined): Float64Array =>
  Float64Array.from(book.symbols, (symbol) => {
    const price = priceOf(symbol)
    return price === undefined ? Number.NaN : toSafeInteger(price.times(book.priceScale), `the price of ${symbol}`)
  })
