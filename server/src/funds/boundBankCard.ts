import { maskedBankCardOf } from '../identity/bankCards.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The bound card as a withdrawal records it: never the full number, only its last 4 digits. */
export interface BoundBankCard {
  readonly bankName: string
  readonly bankAddress: string
  readonly bankNoLast4: string
}

/**
 * The user's bound bank card (identity's `maskedBankCardOf`: the sealed number is not opened), or `undefined` when none is bound. Only the last 4 digits of
 * the number leave this function.
 */
export const boundBankCard = (db: SqlConnection, userId: number): BoundBankCard | undefined => {
  const card = maskedBankCardOf(db, userId)
  return card && { bankName: card.bankName, bankAddress: card.bankAddress, bankNoLast4: card.bankNo.slice(-4) }
}
