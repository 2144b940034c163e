import type { Money } from '../money/Money.js'

/** Index contracts trade from the index account, futures from the futures account (DECISIONS §7). */
export type ContractKind = 'index' | 'futures'

/** An index or futures contract as the spec's index object describes it. */
export interface Contract {
  readonly kind: ContractKind
  /** 1 = tradable; anything else blocks the trade. */
  readonly transState: number
  /** Deposit per hand before leverage. */
  readonly depositAmt: Money
  /** Rupees per point per hand. */
  readonly eachPoint: Money
  /** Smallest and largest order, in hands. */
  readonly minNum: number
  readonly maxNum: number
  /** Fee per hand, charged at open. */
  readonly transFee: Money
}
