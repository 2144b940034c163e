/** Staff sessions end 8 hours after sign-in or after 30 minutes without a call (DECISIONS §16). */
export const staffSessionRule = { absoluteMs: 8 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 } as const

/** True while a session started at `createdAt` and last used at `lastSeenAt` may still be used at `now`. */
export const isStaffSessionLive = (createdAt: number, lastSeenAt: number, now: number): boolean =>
  now - createdAt < staffSessionRule.absoluteMs && now - lastSeenAt < staffSessionRule.idleMs
