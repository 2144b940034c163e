import type { Difference } from './Difference.js'

/** One row of a chain as the check sees it: its number in the account's chain, its stored links, its own hash. */
export interface ChainRow {
  /** `seq` of an event, `line` of a journal row; null on a journal row written before the chains. */
  readonly line: number | null
  /** The journal row's id (absent for events). */
  readonly id?: number
  readonly prevHash: string | null
  readonly hash: string | null
  /** The row's hash recomputed from its content after `prev`, as if it were number `line`. */
  hashAt(prev: string, line: number): string
}

/** Where a chain must pass: the legacy anchor, or a checkpoint's head. */
export interface ChainMark {
  readonly line: number
  readonly hash: string
}

/** A streaming check of one chain: rows pushed in stored order, differences at the end. */
export interface ChainCheck {
  push(row: ChainRow): void
  finish(): Difference[]
}

const span = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`)

/**
 * Checks one account's chain of events or journal rows (DECISIONS §23) as its rows stream by, one row of look-ahead:
 * each row's hash against its content, each link against the row before, the numbering without gaps or repeats,
 * the legacy rows against their anchor and the chain against a checkpoint's head. Each break is named exactly:
 * `journal line 44 missing between 43 and 45`, `journal line 44 appears twice: row 812 was inserted`, `events rows
 * 5 and 6 are in each other's places`, `journal line 44 (row 810) was changed after it was written`.
 */
export const createChainCheck = (
  phone: string,
  table: 'events' | 'journal',
  anchor: ChainMark | undefined,
  checkpoint: ChainMark | undefined,
): ChainCheck => {
  const differences: Difference[] = []
  const unit = table === 'events' ? 'events row' : 'journal line'
  const seen = new Set<number>()
  let last = 0
  let prev = ''
  let pending: ChainRow | undefined
  let swappedWith: number | undefined
  let swappedHash = ''
  let checkpointMet = checkpoint === undefined || checkpoint.line === 0

  const differ = (row: string, what: string, stored: string, recomputed: string) =>
    differences.push({ phone, table, row, what, stored, recomputed })
  const named = (row: ChainRow, line: number) =>
    row.id === undefined ? `${unit} ${line}` : `${unit} ${line} (row ${row.id})`

  const accept = (line: number, hash: string) => {
    last = line
    prev = hash
    seen.add(line)
    if (checkpoint !== undefined && line === checkpoint.line) {
      checkpointMet = true
      if (hash !== checkpoint.hash)
        differ(
          String(line),
          `${unit} ${line} is not the one in the checkpoint: history before it was rewritten`,
          hash,
          checkpoint.hash,
        )
    }
  }

  const legacy = (row: ChainRow) => {
    const line = row.line ?? last + 1
    if (anchor === undefined || line > anchor.line) {
      differ(
        String(row.id ?? line),
        `${named(row, line)} has no hash: it was written outside the server`,
        '-',
        'a hash',
      )
      return
    }
    const hash = row.hashAt(prev, line)
    accept(line, hash)
    if (line === anchor.line && hash !== anchor.hash)
      differ(
        String(line),
        `${unit}s 1–${line}, written before the chains, do not match their anchor: changed, inserted or removed`,
        hash,
        anchor.hash,
      )
  }

  const chained = (row: ChainRow, next: ChainRow | undefined) => {
    const line = row.line ?? 0
    const hash = row.hash ?? ''
    const secondOfSwap = swappedWith === line
    let swapped = false
    if (row.hashAt(row.prevHash ?? '', line) !== hash) {
      swapped = next !== undefined && row.hashAt(row.prevHash ?? '', line + 1) === hash
      if (swapped) {
        differ(
          String(line),
          `${unit}s ${line} and ${line + 1} are in each other's places (reordered)`,
          `${line}`,
          `${line + 1}`,
        )
        swappedWith = line + 1
        swappedHash = hash
      } else if (!secondOfSwap)
        differ(
          String(row.id ?? line),
          `${named(row, line)} was changed after it was written: its hash does not match its content`,
          hash,
          row.hashAt(row.prevHash ?? '', line),
        )
    }
    if (secondOfSwap) {
      // The pair's second row: the rows after it link to the first one's hash.
      accept(line, swappedHash)
      return
    }
    if (line === last + 1) {
      if (row.prevHash !== prev && !swapped)
        differ(
          String(row.id ?? line),
          `${named(row, line)} does not follow ${unit} ${last}: a row before it was replaced`,
          row.prevHash ?? '-',
          prev,
        )
    } else if (line > last + 1) {
      if (next?.line === last + 1)
        differ(
          String(line),
          `${unit}s ${last + 1} and ${line} are in each other's places (reordered)`,
          `${line}`,
          `${last + 1}`,
        )
      else
        differ(
          String(line),
          `${unit} ${span(last + 1, line - 1)} missing between ${last} and ${line}`,
          `${line}`,
          `${last + 1}`,
        )
    } else if (seen.has(line)) {
      differ(
        String(row.id ?? line),
        `${unit} ${line} appears twice: ${row.id === undefined ? 'one' : `row ${row.id}`} was inserted`,
        `${line}`,
        `${last + 1}`,
      )
      return
    } else return
    accept(line, hash)
  }

  const process = (row: ChainRow, next: ChainRow | undefined) => (row.hash === null ? legacy(row) : chained(row, next))

  return {
    push: (row) => {
      if (pending !== undefined) process(pending, row)
      pending = row
    },
    finish: () => {
      if (pending !== undefined) process(pending, undefined)
      if (anchor !== undefined && last < anchor.line)
        differ(
          String(anchor.line),
          `${unit}s ${last + 1}–${anchor.line}, written before the chains, are missing`,
          `${last}`,
          `${anchor.line}`,
        )
      if (!checkpointMet && checkpoint !== undefined)
        differ(
          String(checkpoint.line),
          `${unit} ${checkpoint.line} of the checkpoint is missing: history was removed`,
          `${last}`,
          `${checkpoint.line}`,
        )
      return differences
    },
  }
}
