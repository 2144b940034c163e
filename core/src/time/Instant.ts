/** A moment in time as epoch milliseconds (UTC). Core never reads the clock: callers pass `now`. */
export type Instant = number

export const minute = 60_000
export const hour = 60 * minute
export const day = 24 * hour
