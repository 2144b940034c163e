import { createHash } from 'node:crypto'
import type { AccountState } from '@bourse/core'
import type { SqlConnection } from '../store/SqlConnection.js'

/**
 * The hash chains of an account's history (DECISIONS §23): each `events` row and each `journal` row stores the hash
 * of its predecessor in the account's chain (`prev_hash`; '' before the first) and its own, SHA-256 in hex over the
 * predecessor's hash, a newline and the JSON array of its fields:
 * - event: `[userId, seq, type, commandId, at, payload]` (payload: the stored text);
 * - journal row: `[userId, line, eventSeq, type, balance, amount, balanceAfter, reference, at]`, `line` numbering the
 *   account's journal rows from 1 (amounts as the stored text).
 * The auditor's tool recomputes the same formula (`cli/src/auditor/hashChain.ts`). Rows written before the
 * chains existed are chained once at start by `chainLegacyHistory`, into `history_chain_anchors`.
 */
export interface ChainHead {
  readonly eventHash: string
  readonly journalLine: number
  readonly journalHash: string
}

/** The head of an account with no history. */
export const genesis: ChainHead = { eventHash: '', journalLine: 0, journalHash: '' }

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** The hash of an event row after `prev`. */
export const eventHash = (
  prev: string,
  row: {
    readonly userId: number
    readonly seq: number
    readonly type: string
    readonly commandId: string
    readonly at: number
    readonly payload: string
  },
): string => sha256(`${prev}\n${JSON.stringify([row.userId, row.seq, row.type, row.commandId, row.at, row.payload])}`)

/** The hash of a journal row after `prev`. */
export const journalHash = (
  prev: string,
  row: {
    readonly userId: number
    readonly line: number
    readonly eventSeq: number
    readonly type: string
    readonly balance: string
    readonly amount: string
    readonly balanceAfter: string
    readonly reference: string
    readonly at: number
  },
): string =>
  sha256(
    `${prev}\n${JSON.stringify([row.userId, row.line, row.eventSeq, row.type, row.balance, row.amount, row.balanceAfter, row.reference, row.at])}`,
  )

// The head after the write that produced a state: valid while that state object is the account's cached one (a
// rolled-back or foreign write gives a freshly read state, which misses here and reads the head from the database).
const heads = new WeakMap<AccountState, ChainHead>()

/** Records the chains' head after the write that produced `state`. */
export const rememberChainHead = (state: AccountState, head: ChainHead): void => {
  heads.set(state, head)
}

/**
 * The head of a user's chains before a write on `state`: remembered with the state, else read (the last event's
 * and the last journal row's hashes, or the legacy anchor when those rows predate the chains) and remembered.
 */
export const chainHeadOf = (db: SqlConnection, userId: number, state: AccountState): ChainHead => {
  const known = heads.get(state)
  if (known !== undefined) return known
  if (state.eventCount === 0) return genesis
  const row = db
    .prepare(
      `SELECT (SELECT hash FROM events WHERE user_id = ? AND seq = ?) AS eventHash,
         (SELECT line FROM journal WHERE user_id = ? ORDER BY id DESC LIMIT 1) AS journalLine,
         (SELECT hash FROM journal WHERE user_id = ? ORDER BY id DESC LIMIT 1) AS journalHash,
         (SELECT event_hash FROM history_chain_anchors WHERE user_id = ?) AS anchorEventHash,
         (SELECT journal_line FROM history_chain_anchors WHERE user_id = ?) AS anchorJournalLine,
         (SELECT journal_hash FROM history_chain_anchors WHERE user_id = ?) AS anchorJournalHash`,
    )
    .get(userId, state.eventCount, userId, userId, userId, userId, userId) as {
    eventHash: string | null
    journalLine: number | null
    journalHash: string | null
    anchorEventHash: string | null
    anchorJournalLine: number | null
    anchorJournalHash: string | null
  }
  const head = {
    eventHash: row.eventHash ?? row.anchorEventHash ?? '',
    journalLine: Number(row.journalLine ?? row.anchorJournalLine ?? 0),
    journalHash: row.journalHash ?? row.anchorJournalHash ?? '',
  }
  heads.set(state, head)
  return head
}
