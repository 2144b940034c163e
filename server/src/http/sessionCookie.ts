import { sessionIdleLimitMs } from '../auth/sessions.js'

/** The cookie the spec's clients keep the token in (spec 001 §6). */
export const sessionCookieName = 'USER_TOKEN'

/** The value of one cookie in a `Cookie` header, or `undefined`. */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** `Set-Cookie` for a new session: HttpOnly, SameSite=Lax, Path=/, living as long as an idle session may. */
export const sessionCookie = (token: string, secure: boolean): string =>
  `${sessionCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionIdleLimitMs / 1000}${secure ? '; Secure' : ''}`

/** `Set-Cookie` that removes the session cookie (logout). */
export const clearedSessionCookie = (): string => `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`
