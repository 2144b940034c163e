import type { SqlConnection } from '../store/SqlConnection.js'

/** One staff action or look-up, as the audit trail keeps it (DECISIONS §16). */
export interface AuditRecord {
  readonly staffId: number | null
  readonly staffName: string
  readonly roles: string
  readonly route: string
  /** The object acted on or looked at, e.g. `user:9000000001`, `withdrawal:12`. */
  readonly target: string
  /** The reason the member gave ('' when the action needs none). */
  readonly reason: string
  /** `ok`, or `refused: <message>`. */
  readonly outcome: string
  /**
   * What the action moved or changed (DECISIONS §21): an adjustment's amount and account, the roles of a staff
   * change, a setting's old and new values, a confirmed recharge's bank reference. Never a password or full number.
   */
  readonly detail?: string
  /** The phone of the investor the action concerned, '' when none: the trail is filtered by it. */
  readonly investor?: string
}

/** Appends one row to the append-only audit trail (a trigger refuses updates and deletes). */
export const appendAudit = (db: SqlConnection, record: AuditRecord, now: number): void => {
  db.prepare(
    `INSERT INTO staff_audit (staff_id, staff_name, roles, at, route, target, reason, outcome, detail, investor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.staffId,
    record.staffName,
    record.roles,
    now,
    record.route,
    record.target,
    record.reason,
    record.outcome,
    record.detail ?? '',
    record.investor ?? '',
  )
}

export interface AuditRow {
  readonly id: number
  readonly staff: string
  readonly roles: string
  readonly at: number
  readonly route: string
  readonly target: string
  readonly reason: string
  readonly outcome: string
  readonly detail: string
  readonly investor: string
}

/** The trail oldest first, optionally of one member, of one investor and since a time, in pages by id. */
export const readAudit = (
  db: SqlConnection,
  filter: {
    readonly staff?: string | undefined
    readonly investor?: string | undefined
    readonly since?: number | undefined
    readonly afterId: number
    readonly limit: number
  },
): AuditRow[] =>
  db
    .prepare(
      `SELECT id, staff_name AS staff, roles, at, route, target, reason, outcome, detail, investor FROM staff_audit
       WHERE id > ? AND (CAST(? AS TEXT) IS NULL OR staff_name = ?) AND (CAST(? AS TEXT) IS NULL OR investor = ?)
       AND at >= ? ORDER BY id LIMIT ?`,
    )
    .all(
      filter.afterId,
      filter.staff ?? null,
      filter.staff ?? null,
      filter.investor ?? null,
      filter.investor ?? null,
      filter.since ?? 0,
      filter.limit,
    ) as AuditRow[]

/** How long repeated reads of one object by one member count as the same look-up (a screen left open). */
export const lookUpRepeatWindowMs = 15 * 60 * 1000

/**
 * True when `record` repeats the member's last trail row — same route and object, allowed, less than 15 minutes
 * ago —: a console refreshing an account it has open (every 10 s) is one look-up, not six a minute. Opening another
 * account, or any other audited call, in between makes the next read a new look-up.
 */
export const repeatsLastLookUp = (
  db: SqlConnection,
  record: AuditRecord,
  now: number,
  /** The route of a larger look-up this one is part of (the fund flow of a whole account): its row counts too. */
  within?: string,
): boolean => {
  const last = db
    .prepare('SELECT route, target, outcome, at FROM staff_audit WHERE staff_name = ? ORDER BY id DESC LIMIT 1')
    .get(record.staffName) as { route: string; target: string; outcome: string; at: number } | undefined
  return (
    last !== undefined &&
    (last.route === record.route || last.route === within) &&
    last.target === record.target &&
    last.outcome === 'ok' &&
    now - last.at < lookUpRepeatWindowMs
  )
}
