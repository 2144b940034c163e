import { type DomainError, domainError } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * What one investor may keep (issue 21): 20 images a day (a real-name submission needs two or three, a help-desk
 * request up to three) and 50 MB in all, so uploads cannot fill the server's disk.
 */
export const uploadQuota = { perDay: 20, totalBytes: 50 * 1024 * 1024 } as const

const dayMs = 24 * 60 * 60 * 1000

/**
 * Why `userId` may not store an image of `adding` bytes now, if they may not: the day's count or the total space.
 * Checked before the image is decoded (with its upload size) and again when it is recorded (with its stored size).
 */
export const uploadQuotaRefusal = (
  db: SqlConnection,
  userId: number,
  now: number,
  adding: number,
): DomainError | undefined => {
  const { today, bytes } = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN created_at > ? THEN 1 ELSE 0 END), 0) AS today, COALESCE(SUM(size), 0) AS bytes
       FROM uploads WHERE user_id = ?`,
    )
    .get(now - dayMs, userId) as { today: number | string; bytes: number | string }
  if (Number(today) >= uploadQuota.perDay)
    return domainError('identityUploadDailyQuota', { max: String(uploadQuota.perDay) })
  if (Number(bytes) + adding > uploadQuota.totalBytes)
    return domainError('identityUploadSpaceQuota', { max: String(uploadQuota.totalBytes / 1024 / 1024) })
  return undefined
}
