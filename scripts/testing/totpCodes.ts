import { generateSync } from 'otplib'

const periodMs = 30_000
/** A code of the step before the server's is taken only this long before that step ends (a slow client is late). */
const lateMarginMs = 12_000

/** The 6-digit code an authenticator app shows for `secret` (base32) at `at` (ms): RFC 6238, 30 s, SHA-1. */
export const totpCodeAt = (secret: string, at: number = Date.now()): string =>
  generateSync({ secret, epoch: Math.floor(at / 1000) })

/**
 * Codes for tests and tools that sign the same staff member or investor in more than once: the server takes each
 * time-step's code once and allows one step of clock drift either way, so the first sign-in takes the step before
 * the server's (only while 12 s of the server's step remain: a client that starts slowly must still be in time), the
 * next ones the server's own and the one after, and a fourth within 30 s waits for the clock — as a person would wait
 * for the app's next code. `at` is the server's clock: a server frozen by `BOURSE_CLOCK` judges
 * codes at its frozen instant, and signs a member in at most three times.
 */
export const createTotpCodes = () => {
  const lastUsed = new Map<string, number>()
  return {
    /** The next unused code of `secret` for `who`, judged at `at()` (the server's clock; default the real one). */
    next: async (secret: string, who: string, at: () => number = Date.now): Promise<string> => {
      const now = at
      const at0 = now()
      let current = Math.floor(at0 / periodMs)
      const earliest = (current + 1) * periodMs - at0 >= lateMarginMs ? current - 1 : current
      const step = Math.max(earliest, (lastUsed.get(who) ?? -Infinity) + 1)
      while (step > current + 1) {
        const before = now()
        await new Promise((resolve) => setTimeout(resolve, Math.max(50, (current + 1) * periodMs - before + 50)))
        if (now() === before) throw new Error(`no unused code for ${who} before the clock moves 30 s (a frozen clock?)`)
        current = Math.floor(now() / periodMs)
      }
      lastUsed.set(who, step)
      return totpCodeAt(secret, step * periodMs)
    },
  }
}
