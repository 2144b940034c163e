import { translate } from '@bourse/core'
import webPush from 'web-push'
import type { SqlConnection } from '../store/SqlConnection.js'
import { claimPushes, type QueuedPush, settlePush, takeQueuedHere } from './pushOutbox.js'
import { dropPushSubscription, type PushSubscriptionRow, pushSubscriptionsOf } from './pushSubscriptions.js'
import type { WebPushKeys } from './webPushKeys.js'

/** Who the pushes say they come from (VAPID's subject: a `mailto:` or an `https:` address of the operator). */
export const defaultPushSubject = 'mailto:notices@example.invalid'

/** How often the outbox is looked at when this process queued nothing. */
const outboxLookMs = 5_000

/** What a browser's service worker receives: a title, the notice in the browser's language, where a tap goes. */
export interface PushPayload {
  readonly title: string
  readonly body: string
  readonly url: string
  readonly tag: string
}

const payloadFor = (push: QueuedPush, subscription: PushSubscriptionRow): PushPayload => ({
  title: 'Bourse',
  body: translate(push.notice.key, subscription.language, push.notice.params),
  url: push.url,
  tag: push.tag,
})

/** Sends one push to one browser; answers whether the push service took it (a gone subscription is forgotten). */
const sendTo = async (
  db: SqlConnection,
  keys: WebPushKeys,
  subject: string,
  push: QueuedPush,
  subscription: PushSubscriptionRow,
): Promise<boolean> => {
  // web-push encrypts the payload for this browser and signs with VAPID; the request itself goes through fetch (which
  // also reaches a push service on this machine over http, as the tests' does).
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payloadFor(push, subscription)),
    { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 3_600 },
  )
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(5_000),
    })
    if (response.status === 404 || response.status === 410) {
      dropPushSubscription(db, subscription.endpoint)
      return true
    }
    return response.ok
  } catch {
    return false
  }
}

/**
 * The push outbox's sender (issue 30): claims the queued pushes (in any process: each is claimed once) and sends
 * each to every browser its investor subscribed, with VAPID and the payload encrypted for that browser (`web-push`).
 * A push the service refused goes back to the queue, up to `pushTries` tries.
 */
export const createPushSender = (db: SqlConnection, keys: WebPushKeys, subject = defaultPushSubject) => {
  let running = false
  let lookedAt = 0
  return {
    /**
     * Sends what waits: at once when this process queued something, else every `outboxLookMs` (pushes another
     * process queued, or left after a crash); a call while the last one runs does nothing.
     */
    sendWaiting: async (now: number): Promise<number> => {
      if (running) return 0
      if (!takeQueuedHere(db) && now - lookedAt < outboxLookMs) return 0
      lookedAt = now
      running = true
      try {
        const pushes = claimPushes(db, now, 100)
        for (const push of pushes) {
          const results = await Promise.all(
            pushSubscriptionsOf(db, push.userId).map((subscription) => sendTo(db, keys, subject, push, subscription)),
          )
          settlePush(db, push, results.every(Boolean), now)
        }
        return pushes.length
      } finally {
        running = false
      }
    },
  }
}
