/** Remembers the last trading day on which the account was warned, so the warning goes out once a day. */
export interface WarningState {
  /** A trading-day key such as "2025-03-14" (the caller's market calendar), or undefined if never warned. */
  readonly lastWarningDay: string | undefined
}

export const neverWarned: WarningState = { lastWarningDay: undefined }

/** The outcome of one risk check for the warning: send it now or not, and the state after. */
export interface WarningDecision {
  readonly send: boolean
  readonly state: WarningState
}

/**
 * Sends the liquidation warning when the level is reached and none was sent on `day` (DECISIONS §6).
 * Example: reached on "2025-03-14" after a warning on "2025-03-13" → send; again later on the 14th → do not.
 */
export const decideWarning = (state: WarningState, reached: boolean, day: string): WarningDecision =>
  reached && state.lastWarningDay !== day ? { send: true, state: { lastWarningDay: day } } : { send: false, state }
