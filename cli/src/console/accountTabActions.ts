import { constants, existsSync, lstatSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { StaffClient, StaffDataOf } from '@bourse/react-hooks'
import { writeOpened } from './privateFolder.js'

/** The fund flow between two days as the staff API answers it: amounts as stored (decimal text). */
export type FilteredFundFlow = StaffDataOf<'/users/fundFlow'>

/** A day range of the fund-flow filter: `YYYY-MM-DD`, either end open. */
export interface DayRange {
  readonly from?: string | undefined
  readonly to?: string | undefined
}

type Answer<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly msg: string }

/** What the Fund flow and Sessions tabs do over the staff API, and where the console writes its files. */
export interface AccountTabActions {
  /** `/users/fundFlow` between two days (within an open look-up of the account, no second trail row). */
  fundFlow(phone: string, range: DayRange): Promise<Answer<{ readonly flow: FilteredFundFlow }>>
  /** `/users/signOutSession` (support; audited with the reason and the session). */
  endSession(phone: string, session: number, reason: string): Promise<Answer<{ readonly ended: number }>>
  /** Where a CSV of `phone`'s fund flow goes unless the agent types another path. */
  defaultCsvPath(phone: string, range: DayRange): string
  /**
   * Writes `csv` to a new file at `path` (0600), never through a link; a folder that does not exist is an error, and
   * a file already there is answered `exists` (replaced only with `overwrite`, after the agent said yes).
   */
  saveCsv(path: string, csv: string, overwrite?: boolean): SavedCsv
}

/** What saving a CSV answers: the file written, a file already there (not touched), or why not. */
export type SavedCsv =
  | Answer<{ readonly file: string }>
  | { readonly ok: false; readonly exists: string; readonly msg: string }

/** A new file only (`O_EXCL`), or the same regular file emptied (`O_TRUNC`); a link at the path is never followed. */
const csvFlags = (overwrite: boolean) =>
  constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | (overwrite ? constants.O_TRUNC : constants.O_EXCL)

/** What is at `file` already: nothing, a link, a folder or a file. */
const existing = (file: string) => {
  try {
    const found = lstatSync(file)
    return found.isSymbolicLink() ? 'link' : found.isDirectory() ? 'folder' : 'file'
  } catch {
    return undefined
  }
}

const daysPart = ({ from, to }: DayRange) => (from || to ? `-${from ?? 'start'}_${to ?? 'now'}` : '')

/** The console's staff calls for the Fund flow and Sessions tabs; files go to `folder` (the run's own) by default. */
export const createAccountTabActions = (client: StaffClient, folder: string): AccountTabActions => ({
  fundFlow: async (phone, { from, to }) => {
    const answer = await client.call('/users/fundFlow', {
      phone,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    })
    return answer.ok ? { ok: true, flow: answer.data } : { ok: false, msg: answer.failure.msg }
  },
  endSession: async (phone, session, reason) => {
    const ended = await client.call('/users/signOutSession', { phone, session: String(session), reason })
    return ended.ok ? { ok: true, ended: ended.data.ended } : { ok: false, msg: ended.failure.msg }
  },
  defaultCsvPath: (phone, range) => resolve(folder, `${phone}-fund-flow${daysPart(range)}.csv`),
  saveCsv: (path, csv, overwrite = false) => {
    const typed = path.trim()
    // A path typed as in a shell: `~/reports/x.csv` is in the home folder.
    const file = resolve(typed.startsWith('~/') ? join(homedir(), typed.slice(2)) : typed)
    const parent = dirname(file)
    try {
      if (!existsSync(parent) || !statSync(parent).isDirectory())
        return { ok: false, msg: `not saved: no folder ${parent}` }
      const there = existing(file)
      if (there === 'folder') return { ok: false, msg: `not saved: ${file} is a folder; add a file name` }
      if (there === 'link')
        return { ok: false, msg: `not saved: ${file} is a link (not followed); choose another name` }
      if (there === 'file' && !overwrite) return { ok: false, exists: file, msg: `${file} exists` }
      writeOpened(file, `${csv}\n`, csvFlags(overwrite))
      return { ok: true, file }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      return {
        ok: false,
        msg: `not saved: ${code === 'EACCES' ? `no permission to write ${file}` : (code ?? 'failed')}`,
      }
    }
  },
})
