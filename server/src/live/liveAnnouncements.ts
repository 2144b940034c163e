import type { Live } from '@bourse/core'
import { announce } from '../store/changeFeed.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** One item of the staff channel: a queue's item that is new or changed. */
export type StaffItem = Live.StaffMessage['data'][number]

/**
 * What a unit of work tells the live sockets of every process once it commits (issue 36), besides the engine's events
 * (which the change feed reports by account revision): a change to an investor's account that is not an engine event,
 * a staff queue's item, or sessions that ended (their sockets lose the account or staff channel).
 */
export type Announcement =
  | { readonly kind: 'account'; readonly userId: number; readonly change: Live.AccountChange }
  | { readonly kind: 'staff'; readonly item: StaffItem }
  | { readonly kind: 'sessionsEnded'; readonly userId?: number; readonly tokenHash?: string }
  | { readonly kind: 'staffSessionsEnded'; readonly staffId?: number; readonly tokenHash?: string }

const announceOn = (db: SqlConnection, announcement: Announcement): void => announce(db, JSON.stringify(announcement))

/** The text of an announcement as `announce` sent it; `undefined` for anything else on the feed. */
export const readAnnouncement = (text: string): Announcement | undefined => {
  try {
    const parsed = JSON.parse(text) as Announcement
    return typeof parsed === 'object' && parsed !== null && typeof parsed.kind === 'string' ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * Tells the investor's open sockets of a change that is not an engine event (KYC, bank card, help desk, margin
 * warning, recharge order), once the caller's transaction commits. Costs nothing per idle account: one notification.
 */
export const announceAccountChange = (
  db: SqlConnection,
  userId: number,
  change: Omit<Live.AccountChange, 'at'>,
  at: number,
): void => announceOn(db, { kind: 'account', userId, change: { ...change, at } })

/** Tells the staff sockets whose roles read `queue` that an item is new or changed, once the transaction commits. */
export const announceStaffItem = (
  db: SqlConnection,
  queue: StaffItem['queue'],
  ref: string | number,
  action: string,
  at: number,
): void => announceOn(db, { kind: 'staff', item: { queue, ref: String(ref), action, at } })

/** An investor's session (`tokenHash`) or sessions (`userId`: re-checked one by one) ended. */
export const announceSessionsEnded = (db: SqlConnection, ended: { userId: number } | { tokenHash: string }): void =>
  announceOn(db, { kind: 'sessionsEnded', ...ended })

/** A staff member's session (`tokenHash`) or every session of the member (`staffId`) ended. */
export const announceStaffSessionsEnded = (
  db: SqlConnection,
  ended: { staffId: number } | { tokenHash: string },
): void => announceOn(db, { kind: 'staffSessionsEnded', ...ended })
