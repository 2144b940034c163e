import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findActiveSession } from '../auth/sessions.js'
import { hashToken, isWellFormedToken } from '../auth/sessionToken.js'
import type { AppContext } from './AppContext.js'
import { type Envelope, refusalWith } from './envelope.js'
import { isOwnOrigin } from './originCheck.js'
import { requestLanguage } from './requestLanguage.js'
import { readCookie, sessionCookieName } from './sessionCookie.js'

/** Who is calling: the session's user, and whether the token came in a header or only in the cookie. */
export interface SignedInUser {
  readonly userId: number
  readonly phone: string
  /** The user's real-name (KYC) status as the request arrived. */
  readonly realNameStatus: number
  readonly tokenHash: string
  readonly via: 'header' | 'cookie'
}

/** What the session hook found for a request: a user, no usable token, or a cookie refused by the Origin check. */
export type SessionLookup =
  | { readonly user: SignedInUser }
  | { readonly user: undefined; readonly refused: 'notSignedIn' | 'originRefused' }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by the session hook (`installSessionHook`). Read it through `requireUser`. */
    bourseSession: SessionLookup | null
  }
}

const headerToken = (request: FastifyRequest): string | undefined => {
  // Node lowercases header names, so `USERTOKEN` (API calls) and `usertoken` (chart calls) both arrive here.
  const value = request.headers.usertoken
  return typeof value === 'string' && value !== '' ? value : undefined
}

const sessionOf = (context: AppContext, token: string | undefined) =>
  token !== undefined && isWellFormedToken(token)
    ? findActiveSession(context.db, hashToken(token), context.now())
    : undefined

/**
 * Resolves the caller from header `USERTOKEN`/`usertoken`, else cookie `USER_TOKEN`. A POST carried only by the
 * cookie must come from our own page (Origin check), because a browser attaches cookies to cross-site forms too.
 */
export const lookupSession = (context: AppContext, request: FastifyRequest): SessionLookup => {
  const byHeader = sessionOf(context, headerToken(request))
  if (byHeader) return { user: { ...byHeader, via: 'header' } }
  const byCookie = sessionOf(context, readCookie(request.headers.cookie, sessionCookieName))
  if (!byCookie) return { user: undefined, refused: 'notSignedIn' }
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isOwnOrigin(request)) {
    return { user: undefined, refused: 'originRefused' }
  }
  return { user: { ...byCookie, via: 'cookie' } }
}

/** Paths under `/prod-api/user/` that a visitor may call. */
const publicUserPaths = new Set([
  '/prod-api/user/login.do',
  '/prod-api/user/login/secondFactor.do',
  '/prod-api/user/reg.do',
])

const needsSession = (request: FastifyRequest): boolean => {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? ''
  return path.startsWith('/prod-api/user/') && !publicUserPaths.has(path)
}

/**
 * The signed-in caller, or the refusal to send: 'Please log in first' (localised, the English phrase kept) or the
 * Origin refusal. Other route modules call it first in every handler that needs a user.
 */
export const requireUser = (
  request: FastifyRequest,
): { readonly ok: true; readonly user: SignedInUser } | { readonly ok: false; readonly refusal: Envelope<null> } => {
  const lookup = request.bourseSession
  if (lookup?.user) return { ok: true, user: lookup.user }
  return { ok: false, refusal: refusalWith(lookup?.refused ?? 'notSignedIn', requestLanguage(request.headers)) }
}

/** The signed-in caller if there is one, for public calls that answer more to a user (e.g. `isOption`). */
export const currentUser = (request: FastifyRequest): SignedInUser | undefined => request.bourseSession?.user

/**
 * Looks up the session of every request once, and refuses any `/prod-api/user/*` call (other than login and
 * registration) without one, so a route that forgets `requireUser` is still closed.
 */
export const installSessionHook = (app: FastifyInstance, context: AppContext): void => {
  app.decorateRequest('bourseSession', null)
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.bourseSession = lookupSession(context, request)
    if (!needsSession(request)) return
    const signedIn = requireUser(request)
    if (!signedIn.ok) return reply.send(signedIn.refusal)
  })
}
