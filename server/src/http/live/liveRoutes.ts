import { Live, Staff } from '@bourse/core'
import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { issueLiveTicket, redeemLiveTicket } from '../../auth/liveTickets.js'
import { findActiveSession } from '../../auth/sessions.js'
import { createLiveHub, type LiveHub } from '../../live/LiveHub.js'
import type { LiveCaller } from '../../live/LiveSocket.js'
import { groupCommit } from '../../store/groupCommit.js'
import type { AppContext } from '../AppContext.js'
import { refusalWith, success } from '../envelope.js'
import { userEndpoint } from '../investor/userEndpoint.js'
import { isOwnOrigin } from '../originCheck.js'
import { requestLanguage } from '../requestLanguage.js'
import { readCookie, sessionCookieName } from '../sessionCookie.js'
import { authenticateStaff } from '../staff/staffAuth.js'
import { liveMetricsOf } from './liveMetricsOf.js'

/** The largest frame `ws` reads at all; between the cap (16 KiB) and this the hub closes the socket with 4008. */
const maxFrameBytes = 64 * 1024

/** How long sockets get to take their closing message at shutdown before they are dropped. */
const closingGraceMs = 250

/** What the handshake proved, kept for the socket's handler. */
interface Handshake {
  readonly caller: LiveCaller
  readonly credentialsRefused: boolean
}

const handshakes = new WeakMap<FastifyRequest, Handshake>()

/** A handshake that carries credentials must come from our own page, or from no page at all (a terminal, a bot). */
const crossSite = (request: FastifyRequest): boolean => request.headers.origin !== undefined && !isOwnOrigin(request)

/** The investor a handshake proves: the `USERTOKEN` header or the session cookie (the session hook read them), or a ticket. */
const investorOf = (context: AppContext, request: FastifyRequest): Handshake & { readonly presented: boolean } => {
  const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket
  if (typeof ticket === 'string' && ticket !== '') {
    const holder = redeemLiveTicket(context.db, ticket, context.now())
    const live = holder && findActiveSession(context.db, holder.tokenHash, context.now())
    return live
      ? {
          caller: { kind: 'investor', userId: live.userId, tokenHash: live.tokenHash },
          credentialsRefused: false,
          presented: true,
        }
      : { caller: { kind: 'visitor' }, credentialsRefused: true, presented: true }
  }
  const user = request.bourseSession?.user
  if (user)
    return {
      caller: { kind: 'investor', userId: user.userId, tokenHash: user.tokenHash },
      credentialsRefused: false,
      presented: true,
    }
  const presented =
    typeof request.headers.usertoken === 'string' || readCookie(request.headers.cookie, sessionCookieName) !== undefined
  return { caller: { kind: 'visitor' }, credentialsRefused: presented, presented }
}

/** Refuses the upgrade with an HTTP answer in the envelope (the socket is never opened). */
const refuseUpgrade = (reply: FastifyReply, code: number, body: unknown) => reply.code(code).send(body)

/** Opens the hub's side of an accepted socket and wires `ws`'s events to it. */
const attach = (hub: LiveHub, socket: WebSocket, request: FastifyRequest) => {
  const handshake = handshakes.get(request) ?? { caller: { kind: 'visitor' }, credentialsRefused: false }
  const connection = hub.open(socket, handshake.caller, {
    address: request.ip,
    language: requestLanguage(request.headers),
    log: request.log,
    credentialsRefused: handshake.credentialsRefused,
  })
  socket.on('message', (data, isBinary) => connection.receive(data as Buffer, isBinary))
  socket.on('pong', () => connection.pong())
  socket.on('close', (code) => connection.closed(code))
}

/**
 * The live socket (issue 36, DECISIONS §25): `GET /prod-api/live` (the market for anyone; the account channel for a
 * handshake with the investor's `USERTOKEN` header, session cookie or a one-time ticket from
 * `POST /prod-api/user/live/ticket.do`), `GET /staff-api/live` (the staff channel, Bearer token), both refused from
 * another site's page. JSON text frames, no compression (`perMessageDeflate` off: its per-socket zlib state costs
 * more memory than the frames save). The hub (`live/`) does the rest.
 */
export const liveRoutes = async (app: FastifyInstance, context: AppContext): Promise<void> => {
  const { market } = context
  if (market === undefined) return
  const hub = createLiveHub({
    db: context.db,
    market,
    now: context.now,
    config: context.config.live,
    metrics: liveMetricsOf(context.observability?.metrics),
    log: app.log,
    sessionIsLive: (tokenHash) => findActiveSession(context.db, tokenHash, context.now()) !== undefined,
  })
  await app.register(websocket, {
    options: { maxPayload: maxFrameBytes, perMessageDeflate: false, clientTracking: true },
    preClose: function (done) {
      hub.close()
      const server = this.websocketServer
      setTimeout(() => {
        for (const client of server.clients) client.terminate()
        server.close(() => done())
      }, closingGraceMs).unref()
    },
  })

  /** The address cap and the Origin rule, before any credential is looked at. */
  const admitted = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const language = requestLanguage(request.headers)
    if (!hub.admits(request.ip)) {
      refuseUpgrade(reply, 429, refusalWith('liveTooManySockets', language))
      return false
    }
    return true
  }

  app.get(
    '/prod-api/live',
    {
      websocket: true,
      preHandler: async (request, reply) => {
        if (!admitted(request, reply)) return reply
        const handshake = investorOf(context, request)
        if (handshake.presented && crossSite(request)) {
          return refuseUpgrade(reply, 403, refusalWith('originRefused', requestLanguage(request.headers)))
        }
        handshakes.set(request, handshake)
      },
    },
    (socket, request) => attach(hub, socket, request),
  )

  app.get(
    '/staff-api/live',
    {
      websocket: true,
      preHandler: async (request, reply) => {
        if (!admitted(request, reply)) return reply
        if (crossSite(request))
          return refuseUpgrade(reply, 403, refusalWith('originRefused', requestLanguage(request.headers)))
        const signedIn = authenticateStaff(context, request, Staff.staffRoles)
        if (!signedIn.ok) return refuseUpgrade(reply, signedIn.code, signedIn.refusal)
        const { id, roles, tokenHash } = signedIn.staff
        handshakes.set(request, { caller: { kind: 'staff', staffId: id, roles, tokenHash }, credentialsRefused: false })
      },
    },
    (socket, request) => attach(hub, socket, request),
  )

  userEndpoint(app, '/user/live/ticket.do', async (_payload, caller) => {
    const ticket = await groupCommit(context.db, () =>
      issueLiveTicket(context.db, { tokenHash: caller.tokenHash, userId: caller.userId }, context.now()),
    )
    return success({ ticket, expiresInMs: Live.liveLimits.ticketMs })
  })
}
