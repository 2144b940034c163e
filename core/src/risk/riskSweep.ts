import type { RiskBook, RiskBookSlots } from './riskBook.js'

/** What one tick finds: the accounts at or past their liquidation line, and those at or past the warning level only. */
export interface SweepResult {
  readonly liquidate: string[]
  readonly warn: string[]
}

/**
 * The book at one tick (`prices` from `pricesOf`): for each account, threshold + Σ net × price, one multiply-add per
 * summed holding. Exact: when some partial sum could pass 2^53 the account is summed in BigInt instead. An account
 * holding a symbol without a price is skipped. Example: line threshold −1 200 000, long 1 000 at 1 200 → 0 ≤ 0,
 * liquidate.
 */
export const riskSweep = (book: RiskBook, prices: Float64Array): SweepResult => {
  let maxPrice = 0
  for (const price of prices) if (!Number.isNaN(price)) maxPrice = Math.max(maxPrice, Math.abs(price))
  const slots = book.slots
  const { ids, lineThreshold, warnThreshold, grossQuantity, holdingStart, holdingCount, holdingSymbols, holdingNets } =
    slots
  const liquidate: string[] = []
  const warn: string[] = []
  for (let a = 0; a < slots.count; a++) {
    const id = ids[a]
    if (id === undefined) continue
    const lineAt = lineThreshold[a] as number
    const warnAt = warnThreshold[a] as number
    const bound = Math.max(Math.abs(lineAt), Math.abs(warnAt)) + (grossQuantity[a] as number) * maxPrice
    if (bound <= Number.MAX_SAFE_INTEGER) {
      const start = holdingStart[a] as number
      const end = start + (holdingCount[a] as number)
      let total = 0
      for (let h = start; h < end; h++)
        total += (holdingNets[h] as number) * (prices[holdingSymbols[h] as number] as number)
      if (Number.isNaN(total)) continue
      if (lineAt + total <= 0) liquidate.push(id)
      else if (warnAt + total <= 0) warn.push(id)
    } else {
      const total = bigTotal(slots, prices, a)
      if (total === undefined) continue
      if (BigInt(lineAt) + total <= 0n) liquidate.push(id)
      else if (BigInt(warnAt) + total <= 0n) warn.push(id)
    }
  }
  return { liquidate, warn }
}

const bigTotal = (slots: RiskBookSlots, prices: Float64Array, a: number): bigint | undefined => {
  const start = slots.holdingStart[a] as number
  const end = start + (slots.holdingCount[a] as number)
  let total = 0n
  for (let h = start; h < end; h++) {
    const price = prices[slots.holdingSymbols[h] as number] as number
    if (Number.isNaN(price)) return undefined
    total += BigInt(slots.holdingNets[h] as number) * BigInt(price)
  }
  return total
}
