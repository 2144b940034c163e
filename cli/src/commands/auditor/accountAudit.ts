import {
  type AccountState,
  type BalanceName,
  type Event,
  emptyAccount,
  evolve,
  fromJson,
  type JournalEntry,
} from '@bourse/core/engine'
import { Money } from '@bourse/core/money'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import type { AuditSchedule } from './auditSchedule.js'
import { chargeChecks } from './chargeChecks.js'

type StoredEvent = StaffAnswer<'/users/events'>[number]
type StoredJournalRow = StaffAnswer<'/users/journal'>[number]

/** One difference between what the server stores and what core recomputes, with where it comes from. */
export interface Difference {
  readonly phone: string
  /** The event it comes from (its `seq` and type), when there is one. */
  readonly event?: { readonly seq: number; readonly type: string }
  /** The stored journal row, when the difference is in one. */
  readonly journalRow?: number
  /** What differs, e.g. `buyFee of S2026…` or `balance stock.available after journal row 12`. */
  readonly what: string
  readonly stored: string
  readonly recomputed: string
}

/** The summary of one account's audit. */
export interface AccountAudit {
  readonly phone: string
  readonly events: number
  readonly journalRows: number
  /** Charges recomputed from the fee schedule and compared. */
  readonly chargesRecomputed: number
  /** Charges made before the last fee-setting change: compared with the journal only. */
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

/**
 * Audits one account from its streams: each stored event is decoded with core's codec, its charges recomputed
 * from the fee schedule (core `chargeChecks`), its journal entries compared one by one with the stored journal
 * rows (type, balance, reference, amount, balance after as replayed), and the account replayed through core's
 * `evolve`; at the end the replayed balances are compared with the last stored balance of each. Only one event
 * and one journal row are held at a time beyond the pages being read.
 */
export const auditAccount = async (
  phone: string,
  userId: number,
  events: AsyncIterable<StoredEvent>,
  journal: AsyncIterable<StoredJournalRow>,
  schedule: AuditSchedule,
): Promise<AccountAudit> => {
  const differences: Difference[] = []
  const rows = journal[Symbol.asyncIterator]()
  const storedBalances = new Map<string, { amount: string; row: number }>()
  let state = emptyAccount(String(userId))
  let eventCount = 0
  let rowCount = 0
  let recomputed = 0
  let notRecomputed = 0
  for await (const stored of events) {
    eventCount += 1
    const at = { seq: stored.seq, type: stored.type }
    const event = fromJson<Event>(stored.data)
    for (const charge of chargeChecks(event, state, schedule)) {
      if (stored.at < schedule.inForceSince) {
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
    for (const entry of replayable.journal) {
      const next = await rows.next()
      if (next.done) {
        differences.push({
          phone,
          event: at,
          what: `journal row for ${entry.type} ${entry.reference} is missing`,
          stored: '-',
          recomputed: text(entry.amount),
        })
        continue
      }
      rowCount += 1
      const row = next.value
      storedBalances.set(row.balance, { amount: row.balanceAfter, row: row.id })
      const where = { phone, event: at, journalRow: row.id }
      if (row.type !== entry.type || row.balance !== entry.balance || row.reference !== entry.reference)
        differences.push({
          ...where,
          what: `journal row ${row.id} is not the event's ${entry.type}`,
          stored: `${row.type} ${row.balance} ${row.reference}`,
          recomputed: `${entry.type} ${entry.balance} ${entry.reference}`,
        })
      if (!Money.of(row.amount).eq(entry.amount))
        differences.push({
          ...where,
          what: `${entry.type} amount in journal row ${row.id} (${entry.reference})`,
          stored: row.amount,
          recomputed: text(entry.amount),
        })
      if (!Money.of(row.balanceAfter).eq(entry.balanceAfter))
        differences.push({
          ...where,
          what: `balance ${entry.balance} after journal row ${row.id}`,
          stored: row.balanceAfter,
          recomputed: text(entry.balanceAfter),
        })
    }
    state = evolve(state, replayable)
  }
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    rowCount += 1
    differences.push({
      phone,
      journalRow: next.value.id,
      what: `journal row ${next.value.id} has no event`,
      stored: next.value.amount,
      recomputed: '-',
    })
  }
  const balances: Record<string, string> = {}
  for (const [name, amount] of Object.entries(state.balances) as Array<[BalanceName, Money.Money]>) {
    balances[name] = text(amount)
    const stored = storedBalances.get(name)
    if (stored !== undefined && !Money.of(stored.amount).eq(amount))
      differences.push({
        phone,
        journalRow: stored.row,
        what: `balance ${name} (last journal row ${stored.row})`,
        stored: stored.amount,
        recomputed: text(amount),
      })
  }
  return {
    phone,
    events: eventCount,
    journalRows: rowCount,
    chargesRecomputed: recomputed,
    chargesNotRecomputed: notRecomputed,
    balances,
    differences,
  }
}
