/** The server's clock: the real one, or an instant frozen by `BOURSE_CLOCK` that tests and demos may move. */
export interface Clock {
  now(): number
  /** Moves a frozen clock; refused on the real clock. */
  set(instant: number): void
}

export const createClock = (frozenAt: number | undefined): Clock => {
  let frozen = frozenAt
  return {
    now: () => frozen ?? Date.now(),
    set: (instant) => {
      if (frozen === undefined) throw new Error('the real clock cannot be set')
      frozen = instant
    },
  }
}
