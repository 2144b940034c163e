import { Calendar, Documents } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/** Days a run after a long stop catches up on (older days are run by hand: `bourse contract-notes run --date`). */
const catchUpDays = 31

/**
 * The documents' day close: remembers the last documents date seen (`document_days`) and, when the date has moved
 * on, answers the runs now due — the note of every day that ended since (at most a month back), and the statement of
 * a month that ended. Moved in the database, so a new leader goes on where the last one stopped.
 */
export const documentDaysClosed = (
  db: SqlConnection,
  now: number,
): { kind: Documents.DocumentKind; period: string }[] => {
  const today = Documents.documentDayOf(now)
  const previous = (db.prepare('SELECT day FROM document_days WHERE id = 1').get() as { day: string } | undefined)?.day
  if (previous === today) return []
  const moved =
    previous === undefined
      ? db.prepare('INSERT INTO document_days (id, day) VALUES (1, ?) ON CONFLICT (id) DO NOTHING').run(today)
      : db.prepare('UPDATE document_days SET day = ? WHERE id = 1 AND day = ?').run(today, previous)
  if (moved.changes !== 1 || previous === undefined || previous > today) return []
  const due: { kind: Documents.DocumentKind; period: string }[] = []
  for (let day = previous; day < today; day = Calendar.addDays(day, 1)) {
    if (day >= Calendar.addDays(today, -catchUpDays)) due.push({ kind: 'note', period: day })
    if (day.slice(0, 7) !== Calendar.addDays(day, 1).slice(0, 7))
      due.push({ kind: 'statement', period: day.slice(0, 7) })
  }
  return due
}
