import type { Api } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'
import { maskedBankCardOf } from './bankCards.js'
import { kycSummaryOf } from './kycReview.js'

/**
 * The identity section of the staff whole-account look-up (core `Api.IdentitySection`): the real-name state with the
 * ID number masked, and the bank card with only the last 4 digits of its number (`null` when none is bound).
 */
export const identitySection = (db: SqlConnection, userId: number): typeof Api.IdentitySection.Type | null => {
  const user = findUserById(db, userId)
  return user ? { kyc: kycSummaryOf(db, user), bankCard: maskedBankCardOf(db, userId) ?? null } : null
}
