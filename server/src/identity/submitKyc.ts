import { domainError, Identity, Result } from '@bourse/core'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'
import { lookupHashOf } from '../vault/personalNumbers.js'
import { kycOf, recordKycStep, saveKyc } from './kycRecords.js'
import { findOwnUpload } from './uploadsRepository.js'

/** The real-name form of `/user/auth.do` as decoded from the wire. */
export interface KycSubmission {
  readonly realName: string
  readonly idCard: string
  readonly img1key: string
  readonly img2key: string
  readonly img3key?: string
  readonly panCode?: string
}

/** True when another account's real-name record under review or approved has this ID number (by its keyed hash). */
const idNumberTaken = (db: SqlConnection, userId: number, idNumber: string): boolean =>
  db
    .prepare('SELECT 1 AS taken FROM users WHERE id_card_hash = ? AND id <> ? AND is_active IN (1, 2) LIMIT 1')
    .get(lookupHashOf(db, 'idNumber', idNumber), userId) !== undefined

const imagesOf = (form: Identity.Kyc.KycForm): string[] =>
  [form.frontImage, form.backImage, form.thirdImage].filter((key): key is string => key !== undefined)

/**
 * A user submits the real-name form (DECISIONS §11), inside the caller's transaction: core's `Kyc.submit` (only
 * from 0 or 3; name, ID number by the `idDocument` setting, images, PAN), then every image key must be one of the
 * caller's own uploads — someone else's key and an unknown one are refused alike — and the ID number may not be
 * another account's under review or approved (one person, one account). The record goes under review (1),
 * the old rejection reason is cleared, and the step is kept in the review history.
 */
export const submitKyc = (
  db: SqlConnection,
  userId: number,
  submission: KycSubmission,
  now: number,
): Result.Result<null> => {
  const user = findUserById(db, userId)
  if (!user) return Result.fail(domainError('notSignedIn'))
  const form: Identity.Kyc.KycForm = {
    realName: submission.realName,
    idNumber: submission.idCard,
    frontImage: submission.img1key,
    backImage: submission.img2key,
    ...(submission.img3key === undefined ? {} : { thirdImage: submission.img3key }),
    ...(submission.panCode === undefined ? {} : { panCode: submission.panCode }),
  }
  const submitted = Identity.Kyc.submit(kycOf(db, user), form, readSettings(db).idDocument)
  if (!submitted.ok) return submitted
  const checked = submitted.value.form
  if (!checked || imagesOf(checked).some((key) => findOwnUpload(db, userId, key) === undefined)) {
    return Result.fail(domainError('kycImageNotUploaded'))
  }
  if (idNumberTaken(db, userId, checked.idNumber)) return Result.fail(domainError('identityIdNumberTaken'))
  saveKyc(db, userId, submitted.value)
  recordKycStep(db, { userId, action: 'submit', actor: 'user', reason: '' }, now)
  return Result.ok(null)
}
