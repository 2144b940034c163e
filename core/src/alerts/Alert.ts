import type { Dec } from '../money/Dec.js'

/** What an alert watches of an instrument (Kite's last price, change %, volume). */
export const alertFields = ['nowPrice', 'dayChangePercent', 'volume'] as const
export type AlertField = (typeof alertFields)[number]

/** How the watched figure is compared with the alert's value. */
export const alertOps = ['>=', '<=', '>', '<'] as const
export type AlertOp = (typeof alertOps)[number]

/** `once`: the alert is spent when it fires; `daily`: it fires at most once a trading day until disabled. */
export const alertRepeats = ['once', 'daily'] as const
export type AlertRepeat = (typeof alertRepeats)[number]

export const alertStatuses = ['active', 'triggered', 'disabled', 'expired', 'deleted'] as const
export type AlertStatus = (typeof alertStatuses)[number]

/** Kite's rules (DECISIONS §26): at most 200 alerts an investor, disabled ones included; valid one year. */
export const alertRules = { maxPerInvestor: 200, validForMs: 365 * 24 * 60 * 60 * 1000 } as const

/**
 * An alert's condition: the instrument's `field` compared by `op` with a fixed `value`, or with the same field of
 * `otherCode` (one instrument against another).
 */
export type AlertCondition =
  | { readonly field: AlertField; readonly op: AlertOp; readonly value: Dec }
  | { readonly field: AlertField; readonly op: AlertOp; readonly otherCode: string }

/** True when `observed` meets the condition against `threshold`: `holds('>=', 210, 210)` is true. */
export const alertHolds = (op: AlertOp, observed: Dec, threshold: Dec): boolean => {
  switch (op) {
    case '>=':
      return observed.gte(threshold)
    case '>':
      return observed.gt(threshold)
    case '<=':
      return observed.lte(threshold)
    case '<':
      return observed.lt(threshold)
  }
}
