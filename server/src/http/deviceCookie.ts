import { readCookie } from './sessionCookie.js'

/** The cookie that names a browser trusted for a phone (`auth/trustedDevices.ts`), sent to the login route alone. */
export const deviceCookieName = 'BOURSE_DEVICE'

/** A year: the browser stays trusted for this phone that long after its last successful sign-in. */
const deviceCookieSeconds = 365 * 24 * 60 * 60

/** The device token the request's cookie header carries, if any. */
export const deviceTokenOf = (cookieHeader: string | undefined): string | undefined =>
  readCookie(cookieHeader, deviceCookieName)

/** `Set-Cookie` for a browser just trusted: HttpOnly, SameSite=Strict, scoped to the login route. */
export const deviceCookie = (token: string, secure: boolean): string =>
  `${deviceCookieName}=${token}; Path=/prod-api/user/login.do; HttpOnly; SameSite=Strict; Max-Age=${deviceCookieSeconds}${secure ? '; Secure' : ''}`
