import { domainError, Identity, Result } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'
import { bankCardOf, recordBankCardChange, saveBankCard } from './bankCards.js'
import { kycOf } from './kycRecords.js'
import { hasWithdrawalUnderReview } from './withdrawalUnderReview.js'

type BankCard = Identity.BankCard.BankCard

/**
 * `/user/bank/add.do` (`replace` false: only while no card is bound) and `/user/bank/update.do` (`replace` true:
 * only once one is), inside the caller's transaction. The rules are core's `BankCard.bind`: real name approved, no
 * withdrawal under review when replacing, one of the 25 banks, IFSC, 9–18 digits, payee = the approved real name,
 * branch. The change is logged (masked) and the card answered as responses show it: the last 4 digits.
 */
export const bindBankCard = (
  db: SqlConnection,
  userId: number,
  form: Identity.BankCard.BankCardForm,
  replace: boolean,
  now: number,
): Result.Result<BankCard> => {
  const user = findUserById(db, userId)
  if (!user) return Result.fail(domainError('notSignedIn'))
  const current = bankCardOf(db, userId)
  if (current && !replace) return Result.fail(domainError('bankAlreadyBound'))
  if (!current && replace) return Result.fail(domainError('bankNotBound'))
  const withdrawalUnderReview = current !== undefined && hasWithdrawalUnderReview(db, userId)
  const binding = Identity.BankCard.bind(current, form, { kyc: kycOf(db, user), withdrawalUnderReview })
  if (!binding.ok) return binding
  const { card, replaced } = binding.value
  saveBankCard(db, userId, card, now)
  recordBankCardChange(
    db,
    {
      userId,
      action: replaced ? 'replace' : 'bind',
      card,
      ...(replaced ? { replaced } : {}),
      actor: 'user',
      reason: '',
    },
    now,
  )
  return Result.ok(Identity.BankCard.view(card))
}
