import { testPasswordHashSync } from '../auth/passwordHash.js'
import { createSession } from '../auth/sessions.js'
import { hashToken, newSessionToken } from '../auth/sessionToken.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { addInvitationCode } from './invitationCodes.js'
import { insertUser } from './usersRepository.js'

export interface TestInvestor {
  readonly userId: number
  readonly phone: string
  /** Send as header `USERTOKEN`. */
  readonly token: string
  /** The login password (hashed at the test cost), for tests that sign in or confirm it over HTTP. */
  readonly password: string
}

let nextPhone = 9_100_000_000

/**
 * For tests of other route modules: a signed-in investor created straight in the database, its password hashed at
 * the small test cost (a few milliseconds). Send the token, or log in with `phone` and `password`. Real-name approved
 * unless `isActive` says otherwise.
 */
export const createTestInvestor = (
  db: SqlConnection,
  now: number,
  options: {
    readonly phone?: string
    readonly isActive?: 0 | 1 | 2 | 3
    readonly realName?: string
    readonly password?: string
  } = {},
): TestInvestor => {
  const phone = options.phone ?? String(nextPhone++)
  addInvitationCode(db, 'TESTCODE', now)
  const isActive = options.isActive ?? 2
  const password = options.password ?? 'investor1'
  const userId = insertUser(
    db,
    {
      phone,
      passwordHash: testPasswordHashSync(password),
      agentCode: 'TESTCODE',
      realName: isActive === 2 ? (options.realName ?? 'Test Investor') : '',
      // One person, one account: each approved investor has an ID number of its own (its phone's digits).
      idCard: isActive === 2 ? `77${phone.slice(-10).padStart(10, '0')}` : '',
      isActive,
    },
    now,
  )
  const token = newSessionToken()
  createSession(db, hashToken(token), userId, now)
  return { userId, phone, token, password }
}
