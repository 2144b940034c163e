import { hashPassword } from '../auth/passwordHash.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { addInvitationCode } from './invitationCodes.js'
import { findUserByPhone, insertUser } from './usersRepository.js'

/** The invitation code the demo data creates and the start banner prints. */
export const demoInvitationCode = 'BOURSE'

/** The demo investors: real-name approved, password `demo1234`. */
export const demoUsers = [
  { phone: '9000000001', password: 'demo1234', realName: 'Asha Verma', idCard: '234567890123' },
  { phone: '9000000002', password: 'demo1234', realName: 'Rahul Iyer', idCard: '345678901234' },
] as const

/**
 * Creates the demo invitation code and investors (is_active 2) unless they exist; answers the ids of the demo
 * users by phone, so the caller can fund their accounts. Safe to call at every start.
 */
export const seedDemoUsers = async (db: SqlConnection, now: number): Promise<ReadonlyMap<string, number>> => {
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)))
  return db.transaction(() => {
    addInvitationCode(db, demoInvitationCode, now)
    const ids = new Map<string, number>()
    demoUsers.forEach((user, index) => {
      const existing = findUserByPhone(db, user.phone)
      const id =
        existing?.id ??
        insertUser(
          db,
          {
            phone: user.phone,
            passwordHash: hashes[index] as string,
            agentCode: demoInvitationCode,
            realName: user.realName,
            idCard: user.idCard,
            isActive: 2,
          },
          now,
        )
      ids.set(user.phone, id)
    })
    return ids
  })()
}
