import type { Instant } from '../time/Instant.js'
import type { JournalEntry } from './JournalEntry.js'

/** What every event carries: the command it came from, when, and the money movements it makes. */
export interface EventBase<T extends string> {
  readonly type: T
  readonly commandId: string
  readonly userId: string
  readonly at: Instant
  readonly journal: readonly JournalEntry[]
}
