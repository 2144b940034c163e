import type { RiskBook } from './riskBook.js'

/**
 * The accounts to liquidate at one tick: for each account, threshold + Σ netQuantity × price ≤ 0, one
 * multiply-add per aggregated holding. Exact: when some partial sum could pass 2^53 the account is summed in
 * BigInt instead. Example: threshold −1 200 000, long 1 000 at 1 200 paisa → 0 ≤ 0, liquidate.
 */
export const riskSweep = (book: RiskBook, pricesPaisa: Float64Array): string[] => {
  let maxPrice = 0
  for (const price of pricesPaisa) maxPrice = Math.max(maxPrice, Math.abs(price))
  const allSafe = book.maxAbsThreshold + book.maxGrossQuantity * maxPrice <= Number.MAX_SAFE_INTEGER
  const { holdingStart, holdingSymbol, netQuantity, threshold, grossQuantity, accountIds } = book
  const liquidated: string[] = []
  const accounts = threshold.length
  for (let a = 0; a < accounts; a++) {
    const start = holdingStart[a] as number
    const end = holdingStart[a + 1] as number
    const base = threshold[a] as number
    let reached: boolean
    if (allSafe || Math.abs(base) + (grossQuantity[a] as number) * maxPrice <= Number.MAX_SAFE_INTEGER) {
      let total = base
      for (let h = start; h < end; h++)
        total += (netQuantity[h] as number) * (pricesPaisa[holdingSymbol[h] as number] as number)
      reached = total <= 0
    } else {
      reached = bigTotal(book, pricesPaisa, a, start, end) <= 0n
    }
    if (reached) liquidated.push(accountIds[a] as string)
  }
  return liquidated
}

const bigTotal = (book: RiskBook, pricesPaisa: Float64Array, a: number, start: number, end: number): bigint => {
  let total = BigInt(book.threshold[a] as number)
  for (let h = start; h < end; h++)
    total += BigInt(book.netQuantity[h] as number) * BigInt(pricesPaisa[book.holdingSymbol[h] as number] as number)
  return total
}
