/** One difference between what the server stores and what core recomputes, with where it comes from. */
export interface Difference {
  readonly phone: string
  /**
   * The event it comes from (its `seq` and type), when there is one; for a stored figure (a table's row), the last
   * event that moved it in the replay: the stored figure diverges after it.
   */
  readonly event?: { readonly seq: number; readonly type: string }
  /** The table and row of a stored figure outside the journal (`positions`, `S2026…`). */
  readonly table?: string
  readonly row?: string
  /** The stored journal row, when the difference is in one. */
  readonly journalRow?: number
  /** What differs, e.g. `buyFee of S2026…` or `balance stock.available after journal row 12`. */
  readonly what: string
  readonly stored: string
  readonly recomputed: string
}
