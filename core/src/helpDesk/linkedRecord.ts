/** The kinds of record a help request may concern (DECISIONS §22). */
export const linkedRecordKinds = ['withdrawal', 'recharge', 'position', 'order'] as const

export type LinkedRecordKind = (typeof linkedRecordKinds)[number]

/**
 * The record a request concerns: a withdrawal (its id), a recharge order (its order number), a position (its
 * position number) or a pending order (its id). The server checks it belongs to the investor before storing it.
 */
export interface LinkedRecord {
  readonly kind: LinkedRecordKind
  readonly id: string
}

export const isLinkedRecordKind = (value: string): value is LinkedRecordKind =>
  (linkedRecordKinds as readonly string[]).includes(value)
