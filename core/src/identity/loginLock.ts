/** DECISIONS §11: five failed logins within 15 minutes lock that phone for 15 minutes. */
export const loginLockRule = { failures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const

/**
 * When the lock on a phone ends, or `undefined` if it is not locked at `now`. A lock starts at the failure that
 * makes five within 15 minutes. Example (minutes): failures at 0, 1, 2, 3, 4 → locked until 19; at 0, 4, 8, 12, 16
 * → not locked (the first five span 16 minutes).
 */
export const lockedUntil = (failureTimes: readonly number[], now: number): number | undefined => {
  const times = [...failureTimes].sort((a, b) => a - b)
  let until: number | undefined
  for (let last = loginLockRule.failures - 1; last < times.length; last++) {
    const first = times[last - (loginLockRule.failures - 1)] as number
    const end = times[last] as number
    if (end - first < loginLockRule.windowMs) until = Math.max(until ?? 0, end + loginLockRule.lockMs)
  }
  return until !== undefined && now < until ? until : undefined
}
