import { type DomainError, domainError, Identity, Result } from '@bourse/core'
import { countFailedCheck } from '../auth/countedPasswordCheck.js'
import { hashPassword, verifyPassword } from '../auth/passwordHash.js'
import { groupCommit } from '../store/groupCommit.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserById } from '../users/usersRepository.js'

const { fundingPasswordRefusal, lockedUntil, loginLockRule } = Identity

/** What the funding-password checks need: the database and the clock. */
export interface FundingPasswordContext {
  readonly db: SqlConnection
  readonly now: () => number
}

// Wrong funding passwords lock like wrong logins (DECISIONS §11's figures): 5 in 15 minutes lock it for 15 minutes.
const horizonMs = loginLockRule.windowMs + loginLockRule.lockMs

const failuresOf = (db: SqlConnection, userId: number, now: number): number[] =>
  db
    .prepare('SELECT at FROM funding_password_failures WHERE user_id = ? AND at > ?')
    .all(userId, now - horizonMs)
    .map((row) => (row as { at: number }).at)

const lockedRefusal = (db: SqlConnection, userId: number, now: number): DomainError | undefined => {
  const until = lockedUntil(failuresOf(db, userId, now), now)
  return until === undefined
    ? undefined
    : domainError('fundingPasswordLocked', { minutes: String(Math.max(1, Math.ceil((until - now) / 60_000))) })
}

const recordFailure = (context: FundingPasswordContext, userId: number) =>
  groupCommit(
    context.db,
    () => {
      const now = context.now()
      context.db
        .prepare('DELETE FROM funding_password_failures WHERE user_id = ? AND at <= ?')
        .run(userId, now - horizonMs)
      context.db.prepare('INSERT INTO funding_password_failures (user_id, at) VALUES (?, ?)').run(userId, now)
      // It also counts toward the phone's sign-in lock, as every password check does (issue 32).
      const phone = findUserById(context.db, userId)?.phone
      if (phone) countFailedCheck(context.db, phone, now)
    },
    () => true,
  )

/**
 * Checks a funding password given with a money request: `notSet` when the user has none (nothing to ask), `ok` when
 * it matches, else the refusal — wrong (the failure is counted) or locked after 5 wrong ones in 15 minutes.
 */
export const checkFundingPassword = async (
  context: FundingPasswordContext,
  userId: number,
  given: string | undefined,
): Promise<'notSet' | 'ok' | DomainError> => {
  const stored = findUserById(context.db, userId)?.fundingPasswordHash ?? null
  if (stored === null) return 'notSet'
  const locked = lockedRefusal(context.db, userId, context.now())
  if (locked) return locked
  if (given !== undefined && (await verifyPassword(given, stored))) return 'ok'
  await recordFailure(context, userId)
  return lockedRefusal(context.db, userId, context.now()) ?? domainError('fundingPasswordOldWrong')
}

/** A new funding password, hashed, and the hash it replaces (`null` for the first one). */
export interface NewFundingPassword {
  readonly hash: string
  readonly replaces: string | null
}

/**
 * `/user/insertWithPwd.do`, before the write: the new funding password checked by core's `fundingPasswordRefusal` —
 * the first one with the session alone; a change needs the current one as `oldWithPwd` (wrong ones count towards
 * the lock); never the login password — and hashed with scrypt like the login password. Store it with
 * `saveFundingPassword` inside the request's transaction.
 */
export const checkNewFundingPassword = async (
  context: FundingPasswordContext,
  userId: number,
  payload: { readonly withPwd: string; readonly oldWithPwd?: string },
): Promise<Result.Result<NewFundingPassword>> => {
  const user = findUserById(context.db, userId)
  if (!user) return Result.fail(domainError('notSignedIn'))
  const stored = user.fundingPasswordHash
  let oldMatches = false
  if (stored !== null && payload.oldWithPwd !== undefined) {
    const checked = await checkFundingPassword(context, userId, payload.oldWithPwd)
    if (checked !== 'ok' && checked !== 'notSet' && checked.key === 'fundingPasswordLocked') {
      return Result.fail(checked)
    }
    oldMatches = checked === 'ok'
  }
  const refused = fundingPasswordRefusal({
    alreadySet: stored !== null,
    oldGiven: payload.oldWithPwd !== undefined,
    oldMatches,
    sameAsLogin: await verifyPassword(payload.withPwd, user.passwordHash),
  })
  if (refused) return Result.fail(refused)
  return Result.ok({ hash: await hashPassword(payload.withPwd), replaces: stored })
}

/**
 * Stores a checked funding password in `users.funding_password_hash`, only over the hash it was checked against:
 * of two changes racing, the second finds that hash replaced and is refused.
 */
export const saveFundingPassword = (
  db: SqlConnection,
  userId: number,
  { hash, replaces }: NewFundingPassword,
): DomainError | undefined => {
  const changed =
    replaces === null
      ? db
          .prepare('UPDATE users SET funding_password_hash = ? WHERE id = ? AND funding_password_hash IS NULL')
          .run(hash, userId)
      : db
          .prepare('UPDATE users SET funding_password_hash = ? WHERE id = ? AND funding_password_hash = ?')
          .run(hash, userId, replaces)
  return changed.changes === 1 ? undefined : domainError('fundingPasswordOldRequired')
}
