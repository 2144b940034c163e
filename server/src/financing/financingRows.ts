import {
  type CloseSettlement,
  type Event,
  type FinancingAccount,
  type FinancingCloseReason,
  fromJson,
  type OpenStockPosition,
  toJson,
} from '@bourse/core'
import { announceStaffItem } from '../live/liveAnnouncements.js'
import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** An application row: the engine's record as of its last event (`financing_applications`). */
export interface ApplicationRow {
  readonly id: number
  readonly userId: number
  readonly record: FinancingAccount
}

interface RawApplication {
  readonly id: number
  readonly user_id: number
  readonly data: string
}

const applicationOf = (raw: RawApplication): ApplicationRow => ({
  id: raw.id,
  userId: raw.user_id,
  record: fromJson<FinancingAccount>(raw.data),
})

/** A new application's row, before the engine decides it (a refusal rolls it back): its id is the engine's id. */
export const insertApplication = (db: SqlConnection, userId: number, now: number): number =>
  insertedId(
    db,
    "INSERT INTO financing_applications (user_id, status, data, created_at) VALUES (?, 0, '{}', ?)",
    userId,
    now,
  )

/** The caller's own application; a foreign id and an unknown one answer alike (`undefined`). */
export const findOwnApplication = (db: SqlConnection, userId: number, id: number): ApplicationRow | undefined => {
  const raw = db
    .prepare('SELECT id, user_id, data FROM financing_applications WHERE id = ? AND user_id = ?')
    .get(id, userId) as RawApplication | undefined
  return raw && applicationOf(raw)
}

/** Any user's application, for finance's review. */
export const findApplication = (db: SqlConnection, id: number): ApplicationRow | undefined => {
  const raw = db.prepare('SELECT id, user_id, data FROM financing_applications WHERE id = ?').get(id) as
    | RawApplication
    | undefined
  return raw && applicationOf(raw)
}

/** The caller's own sub-account by its number. */
export const findOwnSubaccount = (db: SqlConnection, userId: number, number: string): ApplicationRow | undefined => {
  const raw = db
    .prepare('SELECT id, user_id, data FROM financing_applications WHERE subaccount_number = ? AND user_id = ?')
    .get(number, userId) as RawApplication | undefined
  return raw && applicationOf(raw)
}

/** The caller's applications, newest first, a page of them and how many there are. */
export const listApplications = (
  db: SqlConnection,
  userId: number,
  page: { readonly pageNum: number; readonly pageSize: number },
  status?: number,
): { rows: ApplicationRow[]; total: number } => {
  const filter = status === undefined ? '' : ' AND status = ?'
  const params = status === undefined ? [userId] : [userId, status]
  const rows = (
    db
      .prepare(
        `SELECT id, user_id, data FROM financing_applications WHERE user_id = ?${filter} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, page.pageSize, (page.pageNum - 1) * page.pageSize) as RawApplication[]
  ).map(applicationOf)
  const { n } = db
    .prepare(`SELECT COUNT(*) AS n FROM financing_applications WHERE user_id = ?${filter}`)
    .get(...params) as { n: number }
  return { rows, total: n }
}

/** Applications of one status, oldest first, with ids above `afterId` (finance's queue; the risk loop's actives). */
export const applicationsWithStatus = (
  db: SqlConnection,
  status: number,
  afterId = 0,
  limit = 1000,
): ApplicationRow[] =>
  (
    db
      .prepare('SELECT id, user_id, data FROM financing_applications WHERE status = ? AND id > ? ORDER BY id LIMIT ?')
      .all(status, afterId, limit) as RawApplication[]
  ).map(applicationOf)

/** Every application of a user (the whole-account look-up), newest first. */
export const applicationsOf = (db: SqlConnection, userId: number): ApplicationRow[] =>
  (
    db
      .prepare('SELECT id, user_id, data FROM financing_applications WHERE user_id = ? ORDER BY id DESC')
      .all(userId) as RawApplication[]
  ).map(applicationOf)

/** A split position as the read table holds it: open (`{position}`) or closed (`{position, settlement, reason}`). */
export interface SplitPositionRow {
  readonly id: number
  readonly positionSn: string
  readonly applicationId: number
  readonly state: 0 | 1
  readonly position: OpenStockPosition
  readonly settlement: CloseSettlement | undefined
  readonly reason: FinancingCloseReason | undefined
  readonly closedAt: number | undefined
}

interface RawPosition {
  readonly id: number
  readonly position_sn: string
  readonly application_id: number
  readonly state: 0 | 1
  readonly data: string
  readonly closed_at: number | null
}

const positionOf = (raw: RawPosition): SplitPositionRow => {
  const data = fromJson<{
    position: OpenStockPosition
    settlement?: CloseSettlement
    reason?: FinancingCloseReason
  }>(raw.data)
  return {
    id: raw.id,
    positionSn: raw.position_sn,
    applicationId: raw.application_id,
    state: raw.state,
    position: data.position,
    settlement: data.settlement,
    reason: data.reason,
    closedAt: raw.closed_at ?? undefined,
  }
}

const positionColumns = 'rowid AS id, position_sn, application_id, state, data, closed_at'

/** The caller's own split position by number; foreign and unknown alike. */
export const findOwnSplitPosition = (
  db: SqlConnection,
  userId: number,
  positionSn: string,
): SplitPositionRow | undefined => {
  const raw = db
    .prepare(`SELECT ${positionColumns} FROM financing_positions WHERE position_sn = ? AND user_id = ?`)
    .get(positionSn, userId) as RawPosition | undefined
  return raw && positionOf(raw)
}

/** The caller's split positions, newest first: open, closed or both, of every sub-account or of one. */
export const listSplitPositions = (
  db: SqlConnection,
  userId: number,
  filter: {
    readonly state?: number
    readonly applicationId?: number
    readonly pageNum: number
    readonly pageSize: number
  },
): { rows: SplitPositionRow[]; total: number } => {
  const where = ['user_id = ?']
  const params: number[] = [userId]
  if (filter.state !== undefined) {
    where.push('state = ?')
    params.push(filter.state)
  }
  if (filter.applicationId !== undefined) {
    where.push('application_id = ?')
    params.push(filter.applicationId)
  }
  const clause = where.join(' AND ')
  const rows = (
    db
      .prepare(
        `SELECT ${positionColumns} FROM financing_positions WHERE ${clause} ORDER BY opened_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize) as RawPosition[]
  ).map(positionOf)
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM financing_positions WHERE ${clause}`).get(...params) as {
    n: number
  }
  return { rows, total: n }
}

/** A split position's row by number (just written). */
export const splitPositionRow = (db: SqlConnection, positionSn: string): SplitPositionRow | undefined => {
  const raw = db.prepare(`SELECT ${positionColumns} FROM financing_positions WHERE position_sn = ?`).get(positionSn) as
    | RawPosition
    | undefined
  return raw && positionOf(raw)
}

/** Finance's queue hears an application applied for, approved or rejected (not a fee charged), once it commits. */
const announceReview = (db: SqlConnection, record: FinancingAccount, at: number): void => {
  const action =
    record.status === 0
      ? 'submitted'
      : record.status === 2
        ? 'rejected'
        : record.approvedAt === at
          ? 'approved'
          : undefined
  if (action !== undefined) announceStaffItem(db, 'financing', record.id, action, at)
}

/**
 * Keeps `financing_applications` and `financing_positions` in step with the engine's financing events, in the
 * transaction that recorded them. Both can be rebuilt from `events`; the journal and the account state are the truth.
 */
export const projectFinancing = (db: SqlConnection, userId: number, events: readonly Event[]): void => {
  for (const event of events) {
    if (
      event.type !== 'financingChanged' &&
      event.type !== 'financingPositionOpened' &&
      event.type !== 'financingPositionClosed'
    )
      continue
    const record = event.financing
    db.prepare(
      'UPDATE financing_applications SET status = ?, subaccount_number = ?, data = ? WHERE id = ? AND user_id = ?',
    ).run(record.status, record.subaccountNumber ?? null, toJson(record), Number(record.id), userId)
    if (event.type === 'financingChanged') announceReview(db, record, event.at)
    if (event.type === 'financingPositionOpened') {
      db.prepare(
        `INSERT INTO financing_positions (position_sn, user_id, application_id, state, data, opened_at)
         VALUES (?, ?, ?, 0, ?, ?)`,
      ).run(event.position.positionSn, userId, Number(record.id), toJson({ position: event.position }), event.at)
    }
    if (event.type === 'financingPositionClosed') {
      db.prepare('UPDATE financing_positions SET state = 1, data = ?, closed_at = ? WHERE position_sn = ?').run(
        toJson({ position: event.position, settlement: event.settlement, reason: event.reason }),
        event.at,
        event.position.positionSn,
      )
    }
  }
}
