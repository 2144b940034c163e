/**
 * An account whose stored history does not replay (DECISIONS §23, issue 34): its snapshot cannot be decoded, or an
 * event's journal does not add up from the state before it (a figure changed, two events swapped). The account is
 * frozen: every command and read of its state is refused with this error, naming the account and the event, while
 * the rest of the brokerage runs and the auditor's `bourse audit` can still read and name what differs.
 */
export class InconsistentAccountError extends Error {
  constructor(
    readonly userId: number,
    /** The event (`seq`) at which the replay failed; the snapshot's `seq` when the snapshot itself is unreadable. */
    readonly seq: number,
    /** The event's type, or `snapshot`. */
    readonly eventType: string,
    /** What did not add up, e.g. `journal entry marginFrozen S2026… says 316.50 but adds up to 211.00`. */
    readonly reason: string,
  ) {
    super(`the account of user ${userId} does not add up at event ${seq} ${eventType}: ${reason}`)
    this.name = 'InconsistentAccountError'
  }
}

/** Whether `error` is a frozen account's refusal (any other error is a bug or a failure of the store). */
export const isInconsistentAccount = (error: unknown): error is InconsistentAccountError =>
  error instanceof InconsistentAccountError
