import { domainError, Result } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'
import { findUserByPhone } from '../users/usersRepository.js'

/**
 * Support removes a forgotten funding password (DECISIONS §11, §16), inside the staff route's transaction: the hash
 * goes, and so do the wrong attempts that may have locked it, so the user sets a new one with the session alone.
 * Refused when the user has none. The staff route's audit row keeps who, why and for whom.
 */
export const resetFundingPassword = (db: SqlConnection, phone: string): Result.Result<{ phone: string }> => {
  const user = findUserByPhone(db, phone)
  if (!user) return Result.fail(domainError('staffUserUnknown'))
  if (user.fundingPasswordHash === null) return Result.fail(domainError('fundingPasswordNotSet'))
  db.prepare('UPDATE users SET funding_password_hash = NULL WHERE id = ?').run(user.id)
  db.prepare('DELETE FROM funding_password_failures WHERE user_id = ?').run(user.id)
  return Result.ok({ phone })
}
