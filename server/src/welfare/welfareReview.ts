import { type DomainError, domainError, Money, translate, WelfareBenefit } from '@bourse/core'
import { executeCommand } from '../accounts/executeCommand.js'
import { postNotice } from '../inbox/inboxRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserByPhone, type UserRecord } from '../users/usersRepository.js'
import { decideWelfare, findWelfare, type StoredWelfare } from './welfareApplications.js'

/** A decided application and its investor, for the staff's answer. */
export interface WelfareDecision {
  readonly user: UserRecord
  readonly stored: StoredWelfare
}

type Decided =
  | { readonly ok: true; readonly value: WelfareDecision }
  | { readonly ok: false; readonly error: DomainError }

const pendingOf = (db: SqlConnection, phone: string) => {
  const user = findUserByPhone(db, phone)
  if (!user) return { ok: false as const, error: domainError('staffUserUnknown') }
  const stored = findWelfare(db, user.id)
  if (!stored) return { ok: false as const, error: domainError('welfareNotApplied') }
  return { ok: true as const, user, stored }
}

const record = (
  db: SqlConnection,
  user: UserRecord,
  decided: WelfareBenefit.WelfareApplication,
  by: string,
  now: number,
) =>
  decideWelfare(db, user.id, decided, by, now)
    ? ({ ok: true, value: { user, stored: findWelfare(db, user.id) as StoredWelfare } } as const)
    : ({ ok: false, error: domainError('welfareAlreadyReviewed') } as const)

/**
 * Finance approves (core's `approveWelfare`): the 10 000 is credited to the stock account through the engine's
 * `adjustBalance` of kind `bonus` (journal type `bonus`, command id `welfare:<user>`, so it can be booked only once),
 * the application is marked approved and the investor gets a notice — all in the caller's transaction.
 */
export const approveWelfareOf = (db: SqlConnection, phone: string, by: string, now: number): Decided => {
  const found = pendingOf(db, phone)
  if (!found.ok) return found
  const step = WelfareBenefit.approveWelfare(found.stored.application)
  if (!step.ok) return step
  const booked = executeCommand(
    db,
    found.user.id,
    {
      type: 'adjustBalance',
      id: `welfare:${found.user.id}`,
      account: 'stock',
      amount: step.value.availableChange,
      reason: translate('welfareBonusReason', 'en', { code: found.stored.application.code }),
      staffId: by,
      kind: 'bonus',
    },
    now,
  )
  if (!booked.ok) return booked
  const amount = Money.toText(step.value.availableChange)
  postNotice(db, found.user.id, { key: 'welfareApprovedNotice', params: { amount } }, now)
  return record(db, found.user, step.value.record, by, now)
}

/** Finance rejects with a reason (core's `rejectWelfare`): nothing is credited; the investor sees the reason. */
export const rejectWelfareOf = (db: SqlConnection, phone: string, reason: string, by: string, now: number): Decided => {
  const found = pendingOf(db, phone)
  if (!found.ok) return found
  const step = WelfareBenefit.rejectWelfare(found.stored.application, reason)
  if (!step.ok) return step
  postNotice(db, found.user.id, { key: 'welfareRejectedNotice', params: { reason: reason.trim() } }, now)
  return record(db, found.user, step.value.record, by, now)
}
