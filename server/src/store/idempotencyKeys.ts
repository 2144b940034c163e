import type { SqlConnection } from './SqlConnection.js'

/** How long a stored response answers repeats of its key (`http/idempotency.ts`); older keys are purged. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000

/** A response stored under a user's `Idempotency-Key`, with the fingerprint of the request that made it. */
export interface StoredResponse {
  readonly hash: string
  readonly response: string
}

/** The live response stored under the user's key, if any. */
export const storedResponse = (
  db: SqlConnection,
  userId: number,
  key: string,
  now: number,
): StoredResponse | undefined =>
  db
    .prepare(
      'SELECT request_hash AS hash, response FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?',
    )
    .get(userId, key, now - idempotencyKeyLifetimeMs) as StoredResponse | undefined

/**
 * Stores a response under the user's key. Only an expired row of the key is removed first: one another server
 * process stored meanwhile must make this insert fail (duplicate key), so the unit rolls back and its retry answers
 * that stored response.
 */
export const storeResponse = (
  db: SqlConnection,
  userId: number,
  key: string,
  stored: StoredResponse,
  now: number,
): void => {
  db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at <= ?').run(
    userId,
    key,
    now - idempotencyKeyLifetimeMs,
  )
  db.prepare(
    'INSERT INTO idempotency_keys (user_id, key, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, key, stored.hash, stored.response, now)
}
