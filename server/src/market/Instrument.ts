import type { Exchange, Limits, Market } from '@bourse/core'

export type InstrumentKind = 'stock' | 'index' | 'futures'

/** Contract terms of an index or futures instrument (DECISIONS §7), money as decimal text. */
export interface ContractTerms {
  readonly transState: number
  readonly depositAmt: string
  readonly eachPoint: string
  readonly minNum: number
  readonly maxNum: number
  readonly transFee: string
  readonly listShow: 0 | 1
}

/**
 * One simulated instrument. `basePrice` is its first price (whole cents) two years before the first start;
 * `drift` and `volatility` are daily fractions that steer its random walk.
 */
export interface Instrument {
  readonly id: number
  readonly code: string
  readonly kind: InstrumentKind
  readonly market: Market
  readonly exchange: Exchange
  readonly name: string
  readonly spell: string
  readonly board: Limits.Board | 'index' | 'futures'
  readonly basePrice: number
  readonly drift: number
  readonly volatility: number
  readonly suspended: boolean
  readonly contract: ContractTerms | undefined
}

/** `sh600519`, `hk00700`, `usNWDY`: market prefix plus code, the spec's `gid`. */
export const gidOf = (instrument: Pick<Instrument, 'market' | 'code'>): string =>
  `${instrument.market}${instrument.code}`
