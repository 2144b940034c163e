import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { sealNumber } from '../vault/personalNumbers.js'

/** A user row as the account calls read it. */
export interface UserRecord {
  readonly id: number
  readonly phone: string
  readonly passwordHash: string
  readonly fundingPasswordHash: string | null
  readonly agentCode: string
  readonly realName: string
  /** Sealed by the vault (`vault/personalNumbers.ts`): open it with `openNumber(db, id, 'id_card', …)`. */
  readonly idCard: string
  /** The ID number's last 4 characters, for masks. */
  readonly idCardTail: string
  /** Sealed like `idCard`. */
  readonly panCode: string
  readonly panCodeTail: string
  readonly img1Key: string
  readonly img2Key: string
  readonly img3Key: string
  readonly isActive: number
  readonly authMsg: string
  readonly createdAt: number
}

const columns = `id, phone, password_hash AS passwordHash, funding_password_hash AS fundingPasswordHash,
  agent_code AS agentCode, real_name AS realName, id_card AS idCard,
  id_card_tail AS idCardTail, pan_code AS panCode, pan_code_tail AS panCodeTail, img1_key AS img1Key,
  img2_key AS img2Key, img3_key AS img3Key, is_active AS isActive, auth_msg AS authMsg, created_at AS createdAt`

/** The user registered with `phone`, if any. */
export const findUserByPhone = (db: SqlConnection, phone: string): UserRecord | undefined =>
  db.prepare(`SELECT ${columns} FROM users WHERE phone = ?`).get(phone) as UserRecord | undefined

/** The user with id `id`, if any. */
export const findUserById = (db: SqlConnection, id: number): UserRecord | undefined =>
  db.prepare(`SELECT ${columns} FROM users WHERE id = ?`).get(id) as UserRecord | undefined

export interface NewUser {
  readonly phone: string
  readonly passwordHash: string
  readonly agentCode: string
  readonly realName?: string
  readonly idCard?: string
  readonly isActive?: number
}

/**
 * Inserts a user and answers its id; an ID number given is sealed to the new row. The phone is unique: a second
 * insert of the same phone throws.
 */
export const insertUser = (db: SqlConnection, user: NewUser, now: number): number => {
  const id = insertedId(
    db,
    `INSERT INTO users (phone, password_hash, agent_code, real_name, is_active, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
    user.phone,
    user.passwordHash,
    user.agentCode,
    user.realName ?? '',
    user.isActive ?? 0,
    now,
  )
  if (user.idCard) saveIdCard(db, id, user.idCard)
  return id
}

/** Seals and stores a user's ID number with its look-up hash and last 4 ('' clears them). */
export const saveIdCard = (db: SqlConnection, userId: number, idNumber: string): void => {
  const stored = sealNumber(db, 'idNumber', userId, 'id_card', idNumber)
  db.prepare('UPDATE users SET id_card = ?, id_card_hash = ?, id_card_tail = ? WHERE id = ?').run(
    stored.sealed,
    stored.hash,
    stored.tail,
    userId,
  )
}

/** Replaces a user's login password hash. */
export const updatePasswordHash = (db: SqlConnection, userId: number, passwordHash: string): void => {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
}
