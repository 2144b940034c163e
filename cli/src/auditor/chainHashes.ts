import { createHash } from 'node:crypto'

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/**
 * The hash of an event row after `prev` (DECISIONS §23): SHA-256 in hex of `prev`, a newline and the JSON array
 * `[userId, seq, type, commandId, at, payload]`, the payload as stored. Recomputed here from the formula, not
 * taken from the server's code, so the server's chain is checked by an independent implementation.
 */
export const eventHash = (
  prev: string,
  userId: number,
  row: { seq: number; type: string; commandId: string; at: number; data: string },
): string => sha256(`${prev}\n${JSON.stringify([userId, row.seq, row.type, row.commandId, row.at, row.data])}`)

/** The hash of a journal row numbered `line` after `prev`: the JSON array of its fields, amounts as stored. */
export const journalHash = (
  prev: string,
  userId: number,
  line: number,
  row: {
    eventSeq: number
    type: string
    balance: string
    amount: string
    balanceAfter: string
    reference: string
    at: number
  },
): string =>
  sha256(
    `${prev}\n${JSON.stringify([userId, line, row.eventSeq, row.type, row.balance, row.amount, row.balanceAfter, row.reference, row.at])}`,
  )

/** The root of a checkpoint: SHA-256 over its accounts' heads, one line each, in the order given. */
export const checkpointRoot = (
  heads: ReadonlyArray<{
    id: number
    phone: string
    eventSeq: number
    eventHash: string
    journalLine: number
    journalHash: string
  }>,
): string =>
  sha256(
    heads.map((h) => `${h.id} ${h.phone} ${h.eventSeq} ${h.eventHash} ${h.journalLine} ${h.journalHash}\n`).join(''),
  )
