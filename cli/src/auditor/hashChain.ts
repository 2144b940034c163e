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

/** How far from its stored place a row's content is looked for, and how many rows may wait for a missing one. */
const reach = 16
const maxWaiting = 64

/** A chained row and the line its content was hashed for (`original`), which may differ from where it is stored. */
interface Placed {
  readonly row: ChainRow
  readonly original: number
}

/**
 * Checks one account's chain of events or journal rows (DECISIONS §23) as its rows stream by: each row's hash against
 * its content (the content hashed for another nearby line was moved there), each link against the row before in the
 * chain's own order, the numbering without gaps or repeats, the legacy rows against their anchor and the chain
 * against a checkpoint's head. Rows that arrive before their turn wait (a few dozen at most), so each break is named
 * once and exactly: `journal line 44 missing between 43 and 45`, `journal line 44 appears twice: row 812 was
 * inserted`, `events rows 5 and 8 are in each other's places`, `journal line 44 (row 810) was changed after it was
 * written`.
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
  /** The hash of line `last`; undefined after a gap, where the next row's link cannot be checked. */
  let prev: string | undefined = ''
  const waiting = new Map<number, Placed>()
  /** The rows met while some waited, in the order they came: a reordering is read from it once they are all in. */
  let arrivals: Placed[] = []
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
    const hash = row.hashAt(prev ?? '', line)
    accept(line, hash)
    if (line === anchor.line && hash !== anchor.hash)
      differ(
        String(line),
        `${unit}s 1–${line}, written before the chains, do not match their anchor: changed, inserted or removed`,
        hash,
        anchor.hash,
      )
  }

  /** The line a row's content was hashed for: its own, a nearby one (moved), or its own when it matches none. */
  const placed = (row: ChainRow): Placed => {
    const line = row.line ?? 0
    const linked = row.prevHash ?? ''
    if (row.hashAt(linked, line) === row.hash) return { row, original: line }
    for (let distance = 1; distance <= reach; distance += 1)
      for (const other of [line - distance, line + distance])
        if (other >= 1 && row.hashAt(linked, other) === row.hash) return { row, original: other }
    differ(
      String(row.id ?? line),
      `${named(row, line)} was changed after it was written: its hash does not match its content`,
      row.hash ?? '',
      row.hashAt(linked, line),
    )
    return { row, original: line }
  }

  /** Takes the row in its turn: its link to the line before, then any row that waited for it. */
  const take = ({ row, original }: Placed) => {
    if (prev !== undefined && row.prevHash !== prev)
      differ(
        String(row.id ?? original),
        `${named(row, original)} does not follow ${unit} ${last}: a row before it was replaced`,
        row.prevHash ?? '-',
        prev,
      )
    accept(original, row.hash ?? '')
    const next = waiting.get(last + 1)
    if (next === undefined) return
    waiting.delete(last + 1)
    take(next)
  }

  /** The rows that came out of their chain's order, once none waits any more: one difference for all of them. */
  const settle = () => {
    if (waiting.size > 0) return
    const inOrder = [...arrivals].sort((a, b) => a.original - b.original)
    const moved = arrivals.filter((arrival, index) => arrival.original !== inOrder[index]?.original)
    arrivals = []
    const first = moved[0]
    if (first === undefined) return
    const lines = moved.map((arrival) => arrival.original).sort((a, b) => a - b)
    differ(
      String(first.row.line ?? first.original),
      lines.length === 2
        ? `${unit}s ${lines[0]} and ${lines[1]} are in each other's places (reordered)`
        : `${unit}s ${lines.join(', ')} are out of order (reordered)`,
      moved.map((arrival) => arrival.original).join(', '),
      lines.join(', '),
    )
  }

  /** The lines no row came for before the first that waits: missing; the chain goes on from that row. */
  const skipGap = () => {
    const after = Math.min(...waiting.keys())
    differ(
      String(after),
      `${unit} ${span(last + 1, after - 1)} missing between ${last} and ${after}`,
      `${after}`,
      `${last + 1}`,
    )
    last = after - 1
    prev = undefined
    const next = waiting.get(after) as Placed
    waiting.delete(after)
    take(next)
  }

  const chained = (row: ChainRow) => {
    const at = placed(row)
    if (at.original <= last) {
      if (seen.has(at.original))
        differ(
          String(row.id ?? at.original),
          `${unit} ${at.original} appears twice: ${row.id === undefined ? 'one' : `row ${row.id}`} was inserted`,
          `${at.original}`,
          `${last + 1}`,
        )
      else
        differ(
          String(row.id ?? at.original),
          `${named(row, at.original)} comes far after its place (reordered)`,
          `${at.original}`,
          `${last + 1}`,
        )
      return
    }
    if (waiting.size > 0 || at.original > last + 1) arrivals.push(at)
    if (at.original > last + 1) {
      waiting.set(at.original, at)
      if (waiting.size > maxWaiting) skipGap()
    } else take(at)
    settle()
  }

  return {
    push: (row) => (row.hash === null ? legacy(row) : chained(row)),
    finish: () => {
      while (waiting.size > 0) skipGap()
      settle()
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
