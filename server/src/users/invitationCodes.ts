import type { SqlConnection } from '../store/SqlConnection.js'

/** True when `code` is an invitation code registration accepts (DECISIONS §11). Codes are matched exactly. */
export const invitationCodeExists = (db: SqlConnection, code: string): boolean =>
  db.prepare('SELECT 1 FROM invitation_codes WHERE code = ?').get(code) !== undefined

/** Adds an invitation code; adding one that exists changes nothing. */
export const addInvitationCode = (db: SqlConnection, code: string, now: number): void => {
  db.prepare('INSERT INTO invitation_codes (code, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING').run(code, now)
}
