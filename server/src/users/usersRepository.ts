import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A user row as the account calls read it. */
export interface UserRecord {
  readonly id: number
  readonly phone: string
  readonly passwordHash: string
  readonly fundingPasswordHash: string | null
  readonly agentCode: string
  readonly realName: string
  readonly idCard: string
  readonly panCode: string
  readonly img1Key: string
  readonly img2Key: string
  readonly img3Key: string
  readonly isActive: number
  readonly authMsg: string
  readonly createdAt: number
}

const columns = `id, phone, password_hash AS passwordHash, funding_password_hash AS fundingPasswordHash,
  agent_code AS agentCode, real_name AS realName, id_card AS idCard, pan_code AS panCode, img1_key AS img1Key,
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

/** Inserts a user and answers its id. The phone is unique: a second insert of the same phone throws. */
export const insertUser = (db: SqlConnection, user: NewUser, now: number): number =>
  insertedId(
    db,
    `INSERT INTO users (phone, password_hash, agent_code, real_name, id_card, is_active, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    user.phone,
    user.passwordHash,
    user.agentCode,
    user.realName ?? '',
    user.idCard ?? '',
    user.isActive ?? 0,
    now,
  )

/** Replaces a user's login password hash. */
export const updatePasswordHash = (db: SqlConnection, userId: number, passwordHash: string): void => {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
}
