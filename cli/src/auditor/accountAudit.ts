import {
  type AccountState,
  type BalanceName,
  type Event,
  emptyAccount,
  evolve,
  type JournalEntry,
} from '@bourse/core/engine'
import { Money } from '@bourse/core/money'
import type { StaffAnswer } from '../internal/staffRoutes.js'
import type { AuditSchedule } from './auditSchedule.js'
import { balancesCheck } from './balancesCheck.js'
import { eventHash, journalHash } from './chainHashes.js'
import { chargeChecks } from './chargeChecks.js'
import type { Difference } from './Difference.js'
import { decodeStored } from './decodeStored.js'
import { fundsRowsCheck } from './fundsRowsCheck.js'
import { type ChainCheck, type ChainMark, type ChainRow, createChainCheck } from './hashChain.js'
import { journalCursor } from './journalCursor.js'
import { journalRowsCheck } from './journalRowsCheck.js'
import { positionRowsCheck } from './positionRowsCheck.js'
import { providerReconciliation } from './providerReconciliation.js'
import { emptyReplayedRecords, observeEvent } from './replayedRecords.js'

type StoredEvent = StaffAnswer<'/users/events'>[number]
type StoredJournalRow = StaffAnswer<'/users/journal'>[number]
type StoredRecords = StaffAnswer<'/users/records'>

/** The summary of one account's audit. */
export interface AccountAudit {
  readonly phone: string
  readonly events: number
  readonly journalRows: number
  /** Charges recomputed from the fee schedule and compared. */
  readonly chargesRecomputed: number
  /** Charges made before a fee-setting change whose previous value the trail does not give: journal only. */
  readonly chargesNotRecomputed: number
  readonly balances: Readonly<Record<string, string>>
  readonly differences: readonly Difference[]
}

const text = (amount: Money.Money | string): string => (typeof amount === 'string' ? amount : amount.toFixed(2))

/** The event with each journal entry's `balanceAfter` recomputed from the replayed balances, so replay goes on. */
const rechained = (state: AccountState, event: Event): { event: Event; broken: JournalEntry[] } => {
  const running: Record<string, Money.Money> = { ...state.balances }
  const broken: JournalEntry[] = []
  const journal = event.journal.map((entry) => {
    const after = Money.add(running[entry.balance] ?? Money.zero, entry.amount)
    running[entry.balance] = after
    if (!after.eq(entry.balanceAfter)) broken.push(entry)
    return after.eq(entry.balanceAfter) ? entry : { ...entry, balanceAfter: after }
  })
  return { event: { ...event, journal } as Event, broken }
}

const rowWithoutEvent = (phone: string, row: StoredJournalRow): Difference => ({
  phone,
  journalRow: row.id,
  what: `journal row ${row.id} has no event`,
  stored: row.amount,
  recomputed: '-',
})

/** The rows of a stream, each also pushed to a chain check as it goes by. */
async function* chained<Row>(rows: AsyncIterable<Row>, check: ChainCheck, asChainRow: (row: Row) => ChainRow) {
  for await (const row of rows) {
    check.push(asChainRow(row))
    yield row
  }
}

const eventChainRow = (userId: number, row: StoredEvent): ChainRow => ({
  line: row.seq,
  prevHash: row.prevHash,
  hash: row.hash,
  hashAt: (prev, seq) => eventHash(prev, userId, { ...row, seq }),
})

const journalChainRow = (userId: number, row: StoredJournalRow): ChainRow => ({
  line: row.line,
  id: row.id,
  prevHash: row.prevHash,
  hash: row.hash,
  hashAt: (prev, line) => journalHash(prev, userId, line, row),
})

const anchorOf = (stored: StoredRecords, table: 'events' | 'journal'): ChainMark | undefined => {
  if (stored.anchor === null) return undefined
  return table === 'events'
    ? { line: stored.anchor.eventSeq, hash: stored.anchor.eventHash }
    : { line: stored.anchor.journalLine, hash: stored.anchor.journalHash }
}

/** The heads a checkpoint holds for one account. */
export interface CheckpointHead {
  readonly events: ChainMark
  readonly journal: ChainMark
}

/** The stored event in core's codec, or `undefined` when it does not decode. */
const decoded = (stored: StoredEvent): Event | undefined => {
  try {
    const event = decodeStored<Event>(stored.data)
    return typeof event === 'object' && event !== null && Array.isArray(event.journal) ? event : undefined
  } catch {
    return undefined
  }
}

/**
 * Audits one account from its streams: each stored event is decoded with core's codec, its charges recomputed with
 * the fee schedule in force when it happened (core `chargeChecks`), its journal entries compared one by one with the
 * stored journal rows (type, balance, reference, amount, balance after as replayed), and the account replayed through
 * core's `evolve`; at the end every other stored figure (`stored`: balances row, snapshot, read tables, withdrawal
 * rows, recharge orders) is reconciled with the replay by the named checks (`balancesCheck`, `positionRowsCheck`,
 * `fundsRowsCheck`). Breaks of the hash chains come first: what the replay finds after them are their consequences.
 * An event that cannot be decoded is a named difference and ends the replay. Only one event and one journal row are
 * held at a time beyond the pages being read, and the rows the replay projects.
 */
export const auditAccount = async (
  phone: string,
  stored: StoredRecords,
  events: AsyncIterable<StoredEvent>,
  journal: AsyncIterable<StoredJournalRow>,
  schedule: AuditSchedule,
  checkpoint?: CheckpointHead,
): Promise<AccountAudit> => {
  const differences: Difference[] = []
  const eventChain = createChainCheck(phone, 'events', anchorOf(stored, 'events'), checkpoint?.events)
  const journalChain = createChainCheck(phone, 'journal', anchorOf(stored, 'journal'), checkpoint?.journal)
  const rows = journalCursor(chained(journal, journalChain, (row) => journalChainRow(stored.userId, row)))
  const extraRow = (row: StoredJournalRow) => {
    rowCount += 1
    differences.push(rowWithoutEvent(phone, row))
  }
  const storedBalances = new Map<string, { amount: string; row: number }>()
  const records = emptyReplayedRecords()
  let state = emptyAccount(String(stored.userId))
  let eventCount = 0
  let rowCount = 0
  let recomputed = 0
  let notRecomputed = 0
  let stoppedAt: { seq: number; type: string } | undefined
  for await (const storedEvent of chained(events, eventChain, (row) => eventChainRow(stored.userId, row))) {
    eventCount += 1
    const at = { seq: storedEvent.seq, type: storedEvent.type }
    if (stoppedAt !== undefined) continue
    const event = decoded(storedEvent)
    if (event === undefined || storedEvent.seq !== state.eventCount + 1) {
      stoppedAt = at
      differences.push({
        phone,
        event: at,
        table: 'events',
        row: String(storedEvent.seq),
        what:
          event === undefined
            ? `events row ${storedEvent.seq} cannot be decoded: the replay stops there`
            : `events row ${storedEvent.seq} is out of sequence: the replay stops there`,
        stored: event === undefined ? storedEvent.data.slice(0, 60) : String(storedEvent.seq),
        recomputed: event === undefined ? "an event in core's codec" : String(state.eventCount + 1),
      })
      continue
    }
    for (const charge of chargeChecks(event, state, schedule.at(storedEvent.at))) {
      if (storedEvent.at < schedule.unknownBefore) {
        notRecomputed += 1
        continue
      }
      recomputed += 1
      if (!charge.stored.eq(charge.recomputed))
        differences.push({
          phone,
          event: at,
          what: charge.what,
          stored: text(charge.stored),
          recomputed: text(charge.recomputed),
        })
    }
    const { event: replayable, broken } = rechained(state, event)
    for (const entry of broken)
      differences.push({
        phone,
        event: at,
        what: `${entry.type} ${entry.reference} does not add up in the event`,
        stored: text(entry.balanceAfter),
        recomputed: text(replayable.journal[event.journal.indexOf(entry)]?.balanceAfter ?? entry.balanceAfter),
      })
    const eventRows = await rows.rowsFor(storedEvent.seq, extraRow)
    rowCount += eventRows.length
    for (const row of eventRows) storedBalances.set(row.balance, { amount: row.balanceAfter, row: row.id })
    differences.push(...journalRowsCheck(phone, at, replayable.journal, eventRows))
    state = evolve(state, replayable)
    observeEvent(records, state.eventCount, replayable, state)
    if (state.eventCount === stored.snapshot?.seq) records.snapshot = { state, touched: at }
  }
  for await (const row of rows.rest()) extraRow(row)
  // A break in the history is the cause of what the replay then finds: named first.
  const breaks = [...eventChain.finish(), ...journalChain.finish()]
  const balances: Record<string, string> = {}
  for (const [name, amount] of Object.entries(state.balances) as Array<[BalanceName, Money.Money]>) {
    balances[name] = text(amount)
    const last = storedBalances.get(name)
    if (last !== undefined && !Money.of(last.amount).eq(amount))
      differences.push({
        phone,
        journalRow: last.row,
        what: `balance ${name} (last journal row ${last.row})`,
        stored: last.amount,
        recomputed: text(amount),
      })
  }
  if (stoppedAt === undefined)
    differences.push(
      ...balancesCheck(phone, stored, state, records),
      ...positionRowsCheck(phone, stored, state, records),
      ...fundsRowsCheck(phone, stored, state, records),
      ...providerReconciliation(phone, stored, state, records),
    )
  return {
    phone,
    events: eventCount,
    journalRows: rowCount,
    chargesRecomputed: recomputed,
    chargesNotRecomputed: notRecomputed,
    balances,
    differences: [...breaks, ...differences],
  }
}
