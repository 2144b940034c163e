import type { SqlConnection } from '../store/SqlConnection.js'

/** One stored image: its opaque key (also its file name), owner, media type, size after re-encoding, and when. */
export interface UploadRecord {
  readonly key: string
  readonly userId: number
  readonly mime: string
  readonly size: number
  readonly createdAt: number
}

const columns = 'key, user_id AS userId, mime, size, created_at AS createdAt'

/** Records a stored image as `userId`'s. */
export const insertUpload = (db: SqlConnection, upload: UploadRecord): void => {
  db.prepare('INSERT INTO uploads (key, user_id, mime, size, created_at) VALUES (?, ?, ?, ?, ?)').run(
    upload.key,
    upload.userId,
    upload.mime,
    upload.size,
    upload.createdAt,
  )
}

/** The image stored under `key`, whoever owns it: for staff, who may read every image. */
export const findUpload = (db: SqlConnection, key: string): UploadRecord | undefined =>
  db.prepare(`SELECT ${columns} FROM uploads WHERE key = ?`).get(key) as UploadRecord | undefined

/** The image stored under `key` if `userId` uploaded it; someone else's and an unknown key answer alike. */
export const findOwnUpload = (db: SqlConnection, userId: number, key: string): UploadRecord | undefined =>
  db.prepare(`SELECT ${columns} FROM uploads WHERE key = ? AND user_id = ?`).get(key, userId) as
    | UploadRecord
    | undefined
