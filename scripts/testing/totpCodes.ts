import { generateSync } from 'otplib'

const periodMs = 30_000

/** The 6-digit code an authenticator app shows for `secret` (base32) at `at` (ms): RFC 6238, 30 s, SHA-1. */
export const totpCodeAt = (secret: string, at: number = Date.now()): string =>
  generateSync({ secret, epoch: Math.floor(at / 1000) })

/**
 * Codes for tests and tools that sign the same staff member or investor in more than once: the server takes each
 * time-step's code once, so a second sign-in in the same 30 s gets the next step's code (the server allows one step
 * of clock drift) and a third waits for the clock — as a person would wait for the app's next code. `now` is the
 * server's clock (a frozen test clock: move it 30 s instead of waiting).
 */
export const createTotpCodes = (now: () => number = Date.now) => {
  const lastUsed = new Map<string, number>()
  return {
    /** The next unused code of `secret` for `who` (default: the secret itself). */
    next: async (secret: string, who: string = secret): Promise<string> => {
      let current = Math.floor(now() / periodMs)
      const step = Math.max(current, (lastUsed.get(who) ?? -1) + 1)
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
