import type { Money } from '../money/Money.js'

/** A journal entry as the fund flow lists it, with the record it belongs to. */
export interface TimelineEntry {
  readonly id: number
  readonly deType: string
  readonly deSummary: string
  readonly deAmt: Money
  readonly afterAmt: Money
  readonly orderSn: string | null
  readonly addTime: number
}

export type TimelineStep =
  | { readonly kind: 'created'; readonly time: number }
  | { readonly kind: 'journal'; readonly time: number; readonly entry: TimelineEntry }

/**
 * The timeline of one recharge, withdrawal or order: when it was created, then every journal entry that belongs to it
 * (same reference), oldest first, each with its time, amount and balance after. Example: a withdrawal applied at
 * 10:00 and cancelled at 10:05 → created 10:00, withdrawal −2,000 at 10:00, refund +2,000 at 10:05.
 */
export const recordTimeline = (
  createdAt: number,
  reference: string,
  entries: readonly TimelineEntry[],
): readonly TimelineStep[] => [
  { kind: 'created', time: createdAt },
  ...entries
    .filter((entry) => entry.orderSn === reference)
    .sort((a, b) => a.addTime - b.addTime || a.id - b.id)
    .map((entry) => ({ kind: 'journal' as const, time: entry.addTime, entry })),
]
