import { Dec } from '../src/money/Dec.js'
import * as M from '../src/money/Money.js'
import * as P from '../src/money/Price.js'
import * as S from '../src/money/Shares.js'
import type { RiskPosition } from '../src/risk/RiskPosition.js'
import type { RiskAccount } from '../src/risk/riskBook.js'
import { seeded } from './seeded.js'

/** The same portfolio as flat integer arrays, for the plain baseline loop (amounts in paisa). */
export interface FlatPositions {
  readonly account: Int32Array
  readonly symbol: Int32Array
  readonly sign: Float64Array
  readonly shares: Float64Array
  readonly openPaisa: Float64Array
  readonly feesPaisa: Float64Array
}

export interface RiskData {
  readonly symbols: string[]
  readonly accounts: RiskAccount[]
  readonly flat: FlatPositions
  /** Base prices in paisa per symbol. */
  readonly basePaisa: Float64Array
}

/**
 * `accountCount` accounts of `perAccount` positions each over `symbolCount` symbols, seeded. Decimal values are
 * shared between positions (a cache by paisa), so a million positions fit in memory.
 */
export const riskData = (
  accountCount: number,
  perAccount: number,
  symbolCount: number,
  seed = 20_240_601,
): RiskData => {
  const random = seeded(seed)
  const symbols = Array.from({ length: symbolCount }, (_, i) => `S${String(i).padStart(4, '0')}`)
  const basePaisa = Float64Array.from(symbols, () => random.int(100, 500_000))
  const cache = new Map<number, Dec>()
  const dec = (paisa: number) => {
    let value = cache.get(paisa)
    if (!value) {
      value = new Dec(paisa).dividedBy(100)
      cache.set(paisa, value)
    }
    return value
  }
  const whole = (n: number) => dec(n * 100)
  const total = accountCount * perAccount
  const flat: FlatPositions = {
    account: new Int32Array(total),
    symbol: new Int32Array(total),
    sign: new Float64Array(total),
    shares: new Float64Array(total),
    openPaisa: new Float64Array(total),
    feesPaisa: new Float64Array(total),
  }
  const accounts: RiskAccount[] = []
  let k = 0
  for (let a = 0; a < accountCount; a++) {
    const positions: RiskPosition[] = []
    let marginPaisa = 0
    for (let i = 0; i < perAccount; i++, k++) {
      const s = random.int(0, symbolCount - 1)
      const base = basePaisa[s] as number
      // Opened within ±10% of today's base, in whole paisa.
      const open = Math.max(1, Math.round((base * random.int(90, 110)) / 100))
      const hands = random.int(1, 20)
      const fees = random.int(0, 5_000)
      const long = random.next() < 0.5
      positions.push({
        symbol: symbols[s] as string,
        direction: long ? 'long' : 'short',
        openPrice: P.of(dec(open)),
        quantity: S.of(whole(hands * 100)),
        stayFees: M.of(dec(fees)),
      })
      flat.account[k] = a
      flat.symbol[k] = s
      flat.sign[k] = long ? 1 : -1
      flat.shares[k] = hands * 100
      flat.openPaisa[k] = open
      flat.feesPaisa[k] = fees
      marginPaisa += Math.round((open * hands * 100) / 10)
    }
    // Frozen = margins at lever 10; available between nothing and as much again, so some accounts are near the line.
    const availablePaisa = random.int(-10_000, marginPaisa)
    accounts.push({
      id: `u${a}`,
      balances: { available: M.of(dec(availablePaisa)), frozen: M.of(dec(marginPaisa)) },
      positions,
    })
  }
  return { symbols, accounts, flat, basePaisa }
}

/** One tick moving every symbol by up to ±`percent`% from its base price, in paisa. */
export const tickPaisa = (basePaisa: Float64Array, percent: number, seed: number): Float64Array => {
  const random = seeded(seed)
  return basePaisa.map((base) => Math.max(1, Math.round((base * random.int(100 - percent, 100 + percent)) / 100)))
}
