import { Api, type Language, Live, Staff } from '@bourse/core'
import type { LiveConfig } from '../config.js'
import { type Committed, onCommitted } from '../store/changeFeed.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { createAccountFanOut } from './accountFanOut.js'
import { LiveClient } from './LiveClient.js'
import type { LiveCaller, LiveSocket } from './LiveSocket.js'
import { type Announcement, readAnnouncement, type StaffItem } from './liveAnnouncements.js'
import { type LiveMetrics, noLiveMetrics } from './liveMetrics.js'
import { createQuoteBoard } from './quoteBoard.js'
import type { LiveMarket } from './quoteFields.js'

const { liveLimits, liveCloseCodes } = Live

/**
 * How long a socket closed as too slow may take to read its close frame before it is dropped: what it holds is freed
 * then, not after `ws`'s 30 s closing handshake.
 */
export const slowCloseGraceMs = 5_000

/**
 * Sockets served in one go of a flush before it yields to the event loop: a frame costs a `writev` each (about
 * 10–20 µs), so 18 000 sockets in one go would hold requests for a few hundred milliseconds.
 */
export const flushSlice = 500

/** How often the hub looks whether a flush is due (heartbeats, pings and a follower's reloaded quotes). */
const checkEveryMs = 100

/** Where the hub writes its lines (fastify's pino logger). */
export interface LiveLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
}

/** What the hub needs: the database (account events), the market, the clock, its bounds and who still may listen. */
export interface LiveHubDeps {
  readonly db: SqlConnection
  readonly market: LiveMarket
  readonly now: () => number
  readonly config: LiveConfig
  readonly metrics?: LiveMetrics
  readonly log: LiveLog
  /** Whether an investor's session (by token hash) is still live (sign-outs re-check the sockets of a user). */
  readonly sessionIsLive: (tokenHash: string) => boolean
}

/** What the http layer reports of one open socket. */
export interface LiveConnection {
  receive(data: Buffer, isBinary: boolean): void
  pong(): void
  closed(code: number): void
}

/** What opening a socket needs besides it: the client's address (the per-address cap) and language. */
export interface LiveOpening {
  readonly address: string
  /** Where this socket's open and close lines go (the upgrade request's logger, with its request id). */
  readonly log: LiveLog
  readonly language: Language
  /** Credentials were presented but refused: the socket opens for the market only and says so. */
  readonly credentialsRefused?: boolean
}

/**
 * The live socket's capability (issue 36): every open socket of this process, the quote board flushed right after
 * each market tick and at least every `flushMs` (each changed instrument serialized once), the account channel fed by
 * committed changes, the staff channel by announcements, heartbeats, pings, back-pressure and the client caps.
 */
export interface LiveHub {
  /** Whether another socket from `address` is allowed (the per-address cap). */
  admits(address: string): boolean
  open(socket: LiveSocket, caller: LiveCaller, opening: LiveOpening): LiveConnection
  /** Tells every socket the server is going away (1012) and stops. */
  close(): void
}

/** Which roles read each staff queue: those of the queue's own staff call. */
const queueRoles: Record<StaffItem['queue'], readonly Staff.StaffRole[]> = {
  kyc: Api.staffEndpoints['/kyc/queue'].roles,
  withdrawal: Api.staffEndpoints['/withdrawals/queue'].roles,
  recharge: Api.staffEndpoints['/recharges/queue'].roles,
  financing: Api.staffEndpoints['/financing/queue'].roles,
  welfare: Api.staffEndpoints['/welfare/queue'].roles,
  helpDesk: Api.staffEndpoints['/tickets/queue'].roles,
  proposal: Api.staffEndpoints['/staff/proposals'].roles,
}

export const createLiveHub = (deps: LiveHubDeps): LiveHub => {
  const { config, now, log } = deps
  const metrics = deps.metrics ?? noLiveMetrics
  const board = createQuoteBoard(deps.market)
  const accounts = createAccountFanOut(deps.db)
  const clients = new Set<LiveClient>()
  const staffClients = new Set<LiveClient>()
  const perAddress = new Map<string, number>()
  const logOf = new WeakMap<LiveClient, LiveLog>()
  let nextId = 1

  const userOf = (client: LiveClient) => (client.caller.kind === 'investor' ? client.caller : undefined)

  const forget = (client: LiveClient, code: number) => {
    if (!clients.delete(client)) return
    for (const followed of client.codes) board.unfollow(followed)
    client.codes.clear()
    const user = userOf(client)
    if (user) accounts.remove(client, user.userId)
    staffClients.delete(client)
    const left = (perAddress.get(client.address) ?? 1) - 1
    if (left <= 0) perAddress.delete(client.address)
    else perAddress.set(client.address, left)
    metrics.socketGone()
    logOf.get(client)?.info(
      {
        live: 'close',
        socket: client.id,
        code,
        caller: client.caller.kind,
        messages: client.messagesSent,
        ms: Math.round(performance.now() - client.openedAt),
      },
      'live socket closed',
    )
  }

  const snapshot = (client: LiveClient, codes: Iterable<string>) => {
    const items: string[] = []
    for (const code of codes) {
      const item = board.snapshotOf(code)
      if (item !== undefined) items.push(item)
    }
    client.sendQuotes(items, true)
  }

  const subscribe = (client: LiveClient, codes: readonly string[]) => {
    const asked = [...new Set(codes)]
    const fresh = asked.filter((code) => !client.codes.has(code))
    if (client.codes.size + fresh.length > liveLimits.maxCodes) {
      return client.refuse('liveTooManyCodes', { max: String(liveLimits.maxCodes) })
    }
    const unknown: string[] = []
    for (const code of fresh) {
      if (board.follow(code)) client.codes.add(code)
      else unknown.push(code)
    }
    if (unknown.length > 0) client.refuse('liveUnknownCodes', { codes: unknown.slice(0, 10).join(', ') })
    if (client.isBehind(config.bufferBytes)) client.resnapshot = true
    else
      snapshot(
        client,
        asked.filter((code) => client.codes.has(code)),
      )
  }

  const unsubscribe = (client: LiveClient, codes: readonly string[]) => {
    for (const code of codes) {
      if (client.codes.delete(code)) board.unfollow(code)
    }
  }

  const receive = (client: LiveClient, data: Buffer, isBinary: boolean) => {
    if (client.closing) return
    if (data.length > liveLimits.maxClientMessageBytes || !client.admitMessage(performance.now())) {
      metrics.closedBy('tooChatty')
      return client.closeWith(liveCloseCodes.tooChatty, 'liveTooChatty')
    }
    const asked = isBinary ? undefined : Live.readLiveRequest(data.toString('utf8'))
    if (asked === undefined) return client.refuse('liveRequestMalformed')
    if (asked.op === 'ping') return client.system('heartbeat')
    if (asked.op === 'subscribe') subscribe(client, asked.codes)
    else unsubscribe(client, asked.codes)
  }

  /** Liveness first (ping, drop the dead), then the heartbeat for a silent socket. */
  const keepAlive = (client: LiveClient, at: number) => {
    if (at - client.lastPingAt >= config.pingMs) {
      if (client.awaitingPong) {
        metrics.closedBy('deadLink')
        client.closing = true
        client.socket.terminate()
        return false
      }
      client.awaitingPong = true
      client.lastPingAt = at
      client.socket.ping()
    }
    if (at - client.lastSentAt >= liveLimits.heartbeatMs && !client.isBehind(config.bufferBytes)) {
      client.system('heartbeat')
    }
    return true
  }

  /** This flush's quotes for one socket: skipped while its buffer is over the bound, closed when it stays there. */
  const sendQuotes = (client: LiveClient, changed: number) => {
    if (client.codes.size === 0) return
    if (client.isBehind(config.bufferBytes)) {
      client.skips += 1
      client.resnapshot = true
      if (client.skips >= config.skippedFlushes) {
        metrics.closedBy('tooSlow')
        client.closeWith(liveCloseCodes.tooSlow, 'liveTooSlow')
        setTimeout(() => client.socket.terminate(), slowCloseGraceMs).unref()
      }
      return
    }
    client.skips = 0
    if (client.resnapshot) {
      client.resnapshot = false
      return snapshot(client, client.codes)
    }
    if (changed === 0) return
    const items: string[] = []
    for (const code of client.codes) {
      const item = board.changeOf(code)
      if (item !== undefined) items.push(item)
    }
    if (items.length > 0) client.sendQuotes(items, false)
  }

  let flushing = false
  /**
   * Reads the board once (each changed instrument serialized once), then serves the sockets in slices of
   * `flushSlice`, yielding between them; answers how many instruments changed. A flush still under way when the
   * next is due makes that one wait for the following turn: the board always carries the latest state.
   */
  const flush = (): number => {
    if (flushing) return 0
    flushing = true
    const started = performance.now()
    const changed = board.refresh()
    const serving = [...clients]
    let next = 0
    const serveSlice = () => {
      const end = Math.min(serving.length, next + flushSlice)
      for (; next < end; next++) {
        const client = serving[next] as LiveClient
        if (client.closing || !clients.has(client)) continue
        if (keepAlive(client, started)) sendQuotes(client, changed)
      }
      if (next < serving.length) return void setImmediate(serveSlice)
      flushing = false
      metrics.flushed((performance.now() - started) / 1000)
    }
    serveSlice()
    return changed
  }

  const sessionsEnded = (ended: Extract<Announcement, { kind: 'sessionsEnded' }>) => {
    const candidates =
      ended.userId !== undefined
        ? [...accounts.clientsOf(ended.userId)]
        : [...clients].filter((client) => userOf(client)?.tokenHash === ended.tokenHash)
    for (const client of candidates) {
      const user = userOf(client)
      if (user && (ended.userId === undefined || !deps.sessionIsLive(user.tokenHash))) {
        metrics.closedBy('sessionEnded')
        client.closeWith(liveCloseCodes.sessionEnded, 'liveSessionEnded')
      }
    }
  }

  const staffSessionsEnded = (ended: Extract<Announcement, { kind: 'staffSessionsEnded' }>) => {
    for (const client of staffClients) {
      const caller = client.caller
      if (caller.kind !== 'staff') continue
      if (caller.staffId === ended.staffId || caller.tokenHash === ended.tokenHash) {
        metrics.closedBy('sessionEnded')
        client.closeWith(liveCloseCodes.sessionEnded, 'liveSessionEnded')
      }
    }
  }

  const staffItem = (item: StaffItem) => {
    const roles = queueRoles[item.queue]
    if (roles === undefined) return
    const body = `,"data":[${JSON.stringify(item)}]`
    for (const client of staffClients) {
      const caller = client.caller
      if (caller.kind === 'staff' && Staff.mayCall(caller.roles, roles)) {
        client.send('staff', body)
      }
    }
  }

  const announced = (announcement: Announcement) => {
    switch (announcement.kind) {
      case 'account':
        return accounts.announced(announcement.userId, announcement.change)
      case 'staff':
        return staffItem(announcement.item)
      case 'sessionsEnded':
        return sessionsEnded(announcement)
      case 'staffSessionsEnded':
        return staffSessionsEnded(announcement)
    }
  }

  /** The feed was cut: what was committed meanwhile was not heard, so the account and staff sockets start over. */
  const feedDropped = () => {
    for (const client of clients) {
      if (client.caller.kind === 'visitor') continue
      metrics.closedBy('restarting')
      client.closeWith(liveCloseCodes.restarting, 'liveRestarting')
    }
  }

  const committed = (change: Committed) => {
    try {
      if (change.kind === 'account') accounts.accountWritten(change.userId, change.eventCount)
      else if (change.kind === 'dropped') feedDropped()
      else {
        const announcement = readAnnouncement(change.text)
        if (announcement) announced(announcement)
      }
    } catch (error) {
      log.warn({ err: error }, 'live: change not relayed')
    }
  }

  const stopListening = onCommitted(deps.db, committed)
  // A flush right after each market tick, so quotes go out at once; otherwise every `flushMs` (heartbeats, pings,
  // a follower's reloaded quotes). Flushes that carry changes are never closer than `flushMs`: an instrument changes
  // at most twice a second on the wire.
  let lastFlushAt = Number.NEGATIVE_INFINITY
  let lastChangeAt = Number.NEGATIVE_INFINITY
  const flushNow = () => {
    lastFlushAt = performance.now()
    if (flush() > 0) lastChangeAt = lastFlushAt
  }
  const timer = setInterval(() => {
    if (performance.now() - lastFlushAt >= liveLimits.flushMs) flushNow()
  }, checkEveryMs)
  timer.unref()
  const stopTicks = deps.market.onTick(() =>
    setImmediate(() => {
      if (performance.now() - lastChangeAt >= liveLimits.flushMs) flushNow()
    }),
  )

  const open = (socket: LiveSocket, caller: LiveCaller, opening: LiveOpening): LiveConnection => {
    const client = new LiveClient(nextId++, socket, caller, opening.address, opening.language, metrics, now)
    clients.add(client)
    perAddress.set(opening.address, (perAddress.get(opening.address) ?? 0) + 1)
    const channels = ['quote', 'system']
    if (caller.kind === 'investor') {
      accounts.add(client, caller.userId)
      channels.push('account')
    }
    if (caller.kind === 'staff') {
      staffClients.add(client)
      channels.push('staff')
    }
    metrics.socketOpened()
    logOf.set(client, opening.log)
    opening.log.info({ live: 'open', socket: client.id, caller: caller.kind }, 'live socket open')
    client.system('hello', { channels })
    if (opening.credentialsRefused) client.refuse('liveCredentialsRefused')
    return {
      receive: (data, isBinary) => receive(client, data, isBinary),
      pong: () => {
        client.awaitingPong = false
      },
      closed: (code) => forget(client, code),
    }
  }

  return {
    admits: (address) => (perAddress.get(address) ?? 0) < config.socketsPerAddress,
    open,
    close: () => {
      clearInterval(timer)
      stopTicks()
      stopListening()
      for (const client of clients) {
        metrics.closedBy('restarting')
        client.closeWith(liveCloseCodes.restarting, 'liveRestarting')
      }
    },
  }
}
