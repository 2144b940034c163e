import type { Language } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** A browser's push subscription (issue 30): where to send, its keys, and the language its notices are written in. */
export interface PushSubscriptionRow {
  readonly endpoint: string
  readonly userId: number
  readonly p256dh: string
  readonly auth: string
  readonly language: Language
}

/** Keeps a browser's subscription as the signed-in investor's (a browser re-subscribing takes it over). */
export const savePushSubscription = (db: SqlConnection, subscription: PushSubscriptionRow, now: number): void => {
  db.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, language, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       language = excluded.language, created_at = excluded.created_at`,
  ).run(subscription.endpoint, subscription.userId, subscription.p256dh, subscription.auth, subscription.language, now)
}

/** Forgets a browser's subscription of this investor (sign-out, or the investor turning notices off). */
export const removePushSubscription = (db: SqlConnection, userId: number, endpoint: string): void => {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').run(endpoint, userId)
}

/** Forgets a subscription the push service says is gone (404 or 410). */
export const dropPushSubscription = (db: SqlConnection, endpoint: string): void => {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint)
}

/** Every browser an investor subscribed. */
export const pushSubscriptionsOf = (db: SqlConnection, userId: number): PushSubscriptionRow[] =>
  db
    .prepare('SELECT endpoint, user_id AS "userId", p256dh, auth, language FROM push_subscriptions WHERE user_id = ?')
    .all(userId) as PushSubscriptionRow[]
