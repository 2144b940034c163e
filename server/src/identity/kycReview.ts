import { Api, domainError, Identity, Result } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserByPhone, type UserRecord } from '../users/usersRepository.js'
import { kycOf, lastSubmittedAt, recordKycStep, saveKyc } from './kycRecords.js'

type KycQueueItem = typeof Api.KycQueueItem.Type
type KycReview = typeof Api.KycReview.Type
type KycDecision = typeof Api.KycDecision.Type

/** The real-name applications under review (`isActive` 1), oldest submission first. */
export const kycQueue = (db: SqlConnection): KycQueueItem[] =>
  (
    db
      .prepare(
        `SELECT u.id AS userId, u.phone, u.real_name AS realName, u.id_card_tail AS idCard,
           (SELECT MAX(at) FROM kyc_reviews r WHERE r.user_id = u.id AND r.action = 'submit') AS submittedAt
         FROM users u WHERE u.is_active = 1 ORDER BY submittedAt, u.id`,
      )
      .all() as { userId: number; phone: string; realName: string; idCard: string; submittedAt: number | null }[]
  ).map((row) => ({ ...row, idCard: Api.maskTail(row.idCard) }))

const historyOf = (db: SqlConnection, userId: number) =>
  db
    .prepare('SELECT action, actor, reason, at FROM kyc_reviews WHERE user_id = ? ORDER BY id')
    .all(userId) as KycReview['history'][number][]

const imagesOf = (user: UserRecord): KycReview['images'] =>
  (
    [
      ['front', user.img1Key],
      ['back', user.img2Key],
      ['third', user.img3Key],
    ] as const
  )
    .filter(([, key]) => key !== '')
    .map(([side, key]) => ({ side, key }))

/** The record support reviews: the ID number unmasked (the only view that shows it), image keys and the history. */
export const kycReviewOf = (db: SqlConnection, user: UserRecord): KycReview => {
  const kyc = kycOf(db, user)
  return {
    userId: user.id,
    phone: user.phone,
    isActive: kyc.isActive,
    realName: user.realName,
    idCard: kyc.form?.idNumber ?? '',
    panCode: kyc.form?.panCode ?? '',
    authMsg: kyc.authMsg ?? null,
    images: imagesOf(user),
    history: historyOf(db, user.id),
  }
}

/** A staff decision on a record under review: `approve` (1 → 2) or `reject` with the reason the user sees (1 → 3). */
export type KycVerdict = { readonly approve: true } | { readonly approve: false; readonly reason: string }

/**
 * Applies a staff member's decision inside the staff route's transaction, through core's `Kyc.approve`/`reject`:
 * only a record under review (1) can be decided, so the second of two concurrent reviews is refused.
 */
export const decideKyc = (
  db: SqlConnection,
  phone: string,
  verdict: KycVerdict,
  staffName: string,
  now: number,
): Result.Result<KycDecision> => {
  const user = findUserByPhone(db, phone)
  if (!user) return Result.fail(domainError('staffUserUnknown'))
  const current = kycOf(db, user)
  const decided = verdict.approve ? Identity.Kyc.approve(current) : Identity.Kyc.reject(current, verdict.reason)
  if (!decided.ok) return decided
  saveKyc(db, user.id, decided.value)
  recordKycStep(
    db,
    {
      userId: user.id,
      action: verdict.approve ? 'approve' : 'reject',
      actor: `staff:${staffName}`,
      reason: decided.value.authMsg ?? '',
    },
    now,
  )
  return Result.ok({ phone, isActive: decided.value.isActive, authMsg: decided.value.authMsg ?? null })
}

/** The identity section of the whole-account look-up: real-name state (ID masked) and the masked bank card. */
export const kycSummaryOf = (db: SqlConnection, user: UserRecord): typeof Api.IdentitySection.Type.kyc => {
  const kyc = kycOf(db, user)
  return {
    isActive: kyc.isActive,
    realName: user.realName,
    idCard: Api.maskTail(user.idCardTail),
    authMsg: kyc.authMsg ?? null,
    submittedAt: lastSubmittedAt(db, user.id) ?? null,
  }
}
