import { domainError, Identity, Result } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserByPhone } from '../users/usersRepository.js'
import { bankCardOf, recordBankCardChange, removeBankCard } from './bankCards.js'
import { hasWithdrawalUnderReview } from './withdrawalUnderReview.js'

/**
 * Support unbinds a user's card so they can bind another (DECISIONS §11, §16), inside the staff route's transaction:
 * refused when no card is bound, and while a withdrawal is under review (it is paid to the bound card, so the card
 * may change only once no withdrawal waits, as for a replacement). The change is logged with the reason; the answer
 * shows the removed card masked.
 */
export const resetBankCard = (
  db: SqlConnection,
  phone: string,
  reason: string,
  staffName: string,
  now: number,
): Result.Result<{ phone: string; removed: Identity.BankCard.BankCard }> => {
  const user = findUserByPhone(db, phone)
  if (!user) return Result.fail(domainError('staffUserUnknown'))
  const card = bankCardOf(db, user.id)
  if (!card) return Result.fail(domainError('bankNotBound'))
  if (hasWithdrawalUnderReview(db, user.id)) return Result.fail(domainError('bankWithdrawalUnderReview'))
  removeBankCard(db, user.id)
  recordBankCardChange(db, { userId: user.id, action: 'reset', card, actor: `staff:${staffName}`, reason }, now)
  return Result.ok({ phone, removed: Identity.BankCard.view(card) })
}
