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
 * An account's own lines in place of the rule's percentages (a margin-financing sub-account's unwind and warning
 * lines, DECISIONS §10): the account is at its line when available + frozen + floating ≤ `line`, at its warning level
 * when ≤ `warningLine`. Such a row stays in the book with no position (its cash alone can be at a line).
 */
export interface FixedLines {
  readonly line: Money
  readonly warningLine: Money
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
 * A row with `FixedLines` has ⌈(available + frozen − line) × unit⌉ in place of the line (and the same for the warning
 * line), so the same test decides `lineBreach` of §10: assets ≤ line.
 */
export interface RiskBook {
  readonly rule: RiskRule
  readonly priceScale: number
  readonly quantityScale: number
  /** The symbols any account held since the book was made, in the order of `pricesOf`'s answer. */
  readonly symbols: readonly string[]
  /** How many accounts the book holds. */
  readonly size: number
  /**
   * Sets an account's row from its balances and summed positions, judged by the rule or by its own `lines`; an
   * account with no position and no lines of its own is removed.
   */
  put(id: string, balances: RiskBalances, exposure: Exposure, lines?: FixedLines): void
  remove(id: string): void
  has(id: string): boolean
  /** An account's row in book units (for checks and tests), or `undefined` when the book does not hold it. */
  row(id: string): RiskBookRow | undefined
  /** The accounts holding at least one symbol for which `holds` is true. */
  holders(holds: (symbol: string) => boolean): string[]
  /** A new rule (settings changed): every row's thresholds are recomputed; rows with their own lines keep them. */
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

/**
 * The book's rows as packed typed arrays (read by `riskSweep`; never written outside this module). Slot `a`'s
 * holdings are `holdingSymbols` / `holdingNets` from `holdingStart[a]`, `holdingCount[a]` of them; a free slot has
 * id `undefined` and no holdings. A row that outgrows its room moves to the end of the arena; the arena is compacted
 * when more than half of it is left behind.
 */
export interface RiskBookSlots {
  readonly count: number
  readonly ids: readonly (string | undefined)[]
  readonly lineThreshold: Float64Array
  readonly warnThreshold: Float64Array
  /** Σ |net| per slot, to prove a tick's sums stay below 2^53. */
  readonly grossQuantity: Float64Array
  readonly holdingStart: Int32Array
  readonly holdingCount: Int32Array
  readonly holdingSymbols: Int32Array
  readonly holdingNets: Float64Array
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
  readonly lines: FixedLines | undefined
}

/**
 * An empty book. Example (stock, paisa): line 8 000.00, long 1 000 shares from 20.00, no fees → line threshold
 * 800 000 − 1 000 × 2 000 = −1 200 000; at 12.00 the sum is −1 200 000 + 1 000 × 1 200 = 0 ≤ 0: at the line.
 */
export const createRiskBook = (
  rule: RiskRule,
  options: { readonly quantityScale?: number; readonly compactAfter?: number } = {},
): RiskBook => {
  const priceScale = 100
  const quantityScale = options.quantityScale ?? 1
  const unit = priceScale * quantityScale
  const symbols: string[] = []
  const symbolIndex = new Map<string, number>()
  const slotOf = new Map<string, number>()
  const free: number[] = []
  const ids: (string | undefined)[] = []
  const rows: (Row | undefined)[] = []
  let current = rule
  // Per slot.
  let lineThreshold = new Float64Array(64)
  let warnThreshold = new Float64Array(64)
  let grossQuantity = new Float64Array(64)
  let holdingStart = new Int32Array(64)
  let holdingCount = new Int32Array(64)
  let holdingRoom = new Int32Array(64)
  // The arena of holdings.
  let holdingSymbols = new Int32Array(256)
  let holdingNets = new Float64Array(256)
  let used = 0
  let abandoned = 0

  const grownFloat = (array: Float64Array, size: number) => {
    const next = new Float64Array(size)
    next.set(array)
    return next
  }
  const grownInt = (array: Int32Array, size: number) => {
    const next = new Int32Array(size)
    next.set(array)
    return next
  }
  const ensureSlots = (count: number) => {
    if (count <= lineThreshold.length) return
    const size = Math.max(count, lineThreshold.length * 2)
    lineThreshold = grownFloat(lineThreshold, size)
    warnThreshold = grownFloat(warnThreshold, size)
    grossQuantity = grownFloat(grossQuantity, size)
    holdingStart = grownInt(holdingStart, size)
    holdingCount = grownInt(holdingCount, size)
    holdingRoom = grownInt(holdingRoom, size)
  }
  const ensureArena = (size: number) => {
    if (size <= holdingSymbols.length) return
    const length = Math.max(size, holdingSymbols.length * 2)
    holdingSymbols = grownInt(holdingSymbols, length)
    holdingNets = grownFloat(holdingNets, length)
  }
  /** Packs every live row to the start of the arena, in slot order. */
  const compact = () => {
    const symbolsPacked = new Int32Array(Math.max(256, used - abandoned))
    const netsPacked = new Float64Array(symbolsPacked.length)
    let at = 0
    for (let slot = 0; slot < ids.length; slot++) {
      const start = holdingStart[slot] as number
      const count = holdingCount[slot] as number
      symbolsPacked.set(holdingSymbols.subarray(start, start + count), at)
      netsPacked.set(holdingNets.subarray(start, start + count), at)
      holdingStart[slot] = at
      holdingRoom[slot] = count
      at += count
    }
    holdingSymbols = symbolsPacked
    holdingNets = netsPacked
    used = at
    abandoned = 0
  }
  /** Room for `count` holdings in `slot`: in place when they fit, else at the end of the arena. */
  const roomFor = (slot: number, count: number): number => {
    if (count <= (holdingRoom[slot] as number)) return holdingStart[slot] as number
    abandoned += holdingRoom[slot] as number
    if (abandoned > (options.compactAfter ?? 4096) && abandoned * 2 > used) compact()
    const room = Math.max(4, 2 ** Math.ceil(Math.log2(count)))
    ensureArena(used + room)
    holdingStart[slot] = used
    holdingRoom[slot] = room
    used += room
    return holdingStart[slot] as number
  }

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
    if (row.lines !== undefined) {
      // assets ≤ line ⟺ floating × unit ≤ (line − equity) × unit ⟺ ⌈(equity − line) × unit⌉ + floating × unit ≤ 0.
      const above = (line: Money) => toSafeInteger(row.equity.minus(line).times(unit).ceil(), 'a fixed line')
      return [above(row.lines.line) - row.carried, above(row.lines.warningLine) - row.carried]
    }
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
    holdingCount[slot] = 0
    grossQuantity[slot] = 0
    free.push(slot)
  }
  const put = (id: string, balances: RiskBalances, exposure: Exposure, lines?: FixedLines) => {
    if (exposure.bySymbol.size === 0 && lines === undefined) return remove(id)
    let carried = exposure.stayFees.times(unit)
    const held: number[] = []
    const nets: number[] = []
    let gross = 0
    for (const [symbol, holding] of exposure.bySymbol) {
      carried = carried.plus(holding.cost.times(unit))
      held.push(symbolSlot(symbol))
      const net = toSafeInteger(holding.net.times(quantityScale), 'a net quantity')
      nets.push(net)
      gross += Math.abs(net)
    }
    const row: Row = {
      equity: balances.available.plus(balances.frozen),
      carried: toSafeInteger(carried, 'an account cost'),
      lines,
    }
    const [lineAt, warnAt] = thresholds(row)
    let slot = slotOf.get(id)
    if (slot === undefined) {
      slot = free.pop() ?? ids.length
      slotOf.set(id, slot)
      ensureSlots(slot + 1)
    }
    ids[slot] = id
    rows[slot] = row
    lineThreshold[slot] = lineAt
    warnThreshold[slot] = warnAt
    grossQuantity[slot] = gross
    const start = roomFor(slot, held.length)
    holdingSymbols.set(held, start)
    holdingNets.set(nets, start)
    holdingCount[slot] = held.length
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
      const start = holdingStart[slot] as number
      const count = holdingCount[slot] as number
      return {
        lineThreshold: lineThreshold[slot] as number,
        warnThreshold: warnThreshold[slot] as number,
        nets: Object.fromEntries(
          Array.from(holdingSymbols.subarray(start, start + count), (s, h) => [
            symbols[s] as string,
            holdingNets[start + h] as number,
          ]),
        ),
      }
    },
    holders: (holds) => {
      const matching = symbols.map(holds)
      const found: string[] = []
      for (let slot = 0; slot < ids.length; slot++) {
        const id = ids[slot]
        if (id === undefined) continue
        const start = holdingStart[slot] as number
        const end = start + (holdingCount[slot] as number)
        for (let h = start; h < end; h++)
          if (matching[holdingSymbols[h] as number]) {
            found.push(id)
            break
          }
      }
      return found
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
    get slots() {
      return {
        count: ids.length,
        ids,
        lineThreshold,
        warnThreshold,
        grossQuantity,
        holdingStart,
        holdingCount,
        holdingSymbols,
        holdingNets,
      }
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
