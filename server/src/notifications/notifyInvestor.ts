import type { Live } from '@bourse/core'
import { type Notice, postNotice } from '../inbox/inboxRepository.js'
import { announceAccountChange } from '../live/liveAnnouncements.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { queuePush } from './pushOutbox.js'

/** What an investor is told of something that fired: the notice, the live item, and where the push's tap goes. */
export interface InvestorNotification {
  readonly notice: Notice
  readonly change: Omit<Live.AccountChange, 'at'>
  readonly url: string
  readonly tag: string
}

/**
 * Tells an investor, in the caller's transaction (so the notice exists exactly when what it reports does): a row in
 * the app's messages, an item on the live socket's account channel once committed, and a Web Push to every browser
 * they subscribed (queued; sent after the commit). Nothing of it names a balance.
 */
export const notifyInvestor = (
  db: SqlConnection,
  userId: number,
  notification: InvestorNotification,
  now: number,
): void => {
  postNotice(db, userId, notification.notice, now)
  announceAccountChange(db, userId, notification.change, now)
  queuePush(db, userId, { notice: notification.notice, url: notification.url, tag: notification.tag }, now)
}
