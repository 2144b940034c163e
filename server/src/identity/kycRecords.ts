import type { Identity } from '@bourse/core'
import { announceAccountChange, announceStaffItem } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { saveIdCard, type UserRecord } from '../users/usersRepository.js'
import { openNumber, sealNumber } from '../vault/personalNumbers.js'

type KycRecord = Identity.Kyc.Kyc

const statusOf = (isActive: number): Identity.Kyc.KycStatus =>
  isActive === 1 || isActive === 2 || isActive === 3 ? isActive : 0

/**
 * A user's real-name record (core `Kyc`) from the user row: the status, the submitted form once there is one (ID
 * number opened from the vault: for the rules and the staff review only), and the staff's reason while rejected.
 */
export const kycOf = (db: SqlConnection, user: UserRecord): KycRecord => {
  const isActive = statusOf(user.isActive)
  const form: Identity.Kyc.KycForm | undefined =
    user.realName === ''
      ? undefined
      : {
          realName: user.realName,
          idNumber: openNumber(db, user.id, 'id_card', user.idCard),
          frontImage: user.img1Key,
          backImage: user.img2Key,
          ...(user.img3Key === '' ? {} : { thirdImage: user.img3Key }),
          ...(user.panCode === '' ? {} : { panCode: openNumber(db, user.id, 'pan_code', user.panCode) }),
        }
  return {
    isActive,
    ...(form ? { form } : {}),
    ...(isActive === 3 && user.authMsg !== '' ? { authMsg: user.authMsg } : {}),
  }
}

/**
 * Stores a real-name record on the user row (the columns `getUserInfo` and the order checks read); the ID number and
 * the PAN are sealed by the vault before they reach the database.
 */
export const saveKyc = (db: SqlConnection, userId: number, kyc: KycRecord): void => {
  const form = kyc.form
  saveIdCard(db, userId, form?.idNumber ?? '')
  const pan = sealNumber(db, 'idNumber', userId, 'pan_code', form?.panCode ?? '')
  db.prepare(
    `UPDATE users SET real_name = ?, pan_code = ?, pan_code_tail = ?, img1_key = ?, img2_key = ?, img3_key = ?,
       is_active = ?, auth_msg = ? WHERE id = ?`,
  ).run(
    form?.realName ?? '',
    pan.sealed,
    pan.tail,
    form?.frontImage ?? '',
    form?.backImage ?? '',
    form?.thirdImage ?? '',
    kyc.isActive,
    kyc.authMsg ?? '',
    userId,
  )
}

/** One step of a real-name record's history: submitted by the user, approved or rejected by a staff member. */
export interface KycStep {
  readonly userId: number
  readonly action: 'submit' | 'approve' | 'reject'
  /** `user`, or `staff:<login name>`. */
  readonly actor: string
  readonly reason: string
}

const stepDone = { submit: 'submitted', approve: 'approved', reject: 'rejected' } as const

/**
 * Appends a step to the append-only `kyc_reviews` history, and tells the investor's live sockets and support's queue
 * once it commits (issue 36).
 */
export const recordKycStep = (db: SqlConnection, step: KycStep, now: number): void => {
  announceAccountChange(db, step.userId, { topic: 'kyc', action: stepDone[step.action] }, now)
  announceStaffItem(db, 'kyc', step.userId, stepDone[step.action], now)
  db.prepare('INSERT INTO kyc_reviews (user_id, action, actor, reason, at) VALUES (?, ?, ?, ?, ?)').run(
    step.userId,
    step.action,
    step.actor,
    step.reason,
    now,
  )
}

/** When the user last submitted the real-name form, if ever. */
export const lastSubmittedAt = (db: SqlConnection, userId: number): number | undefined =>
  (
    db.prepare("SELECT MAX(at) AS at FROM kyc_reviews WHERE user_id = ? AND action = 'submit'").get(userId) as {
      at: number | null
    }
  ).at ?? undefined
