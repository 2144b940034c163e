import { Live } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { hostTimers, type Timers, type VisibilitySource } from '../timers.js'
import type { LiveCredentials, LiveSocket, OpenLiveSocket } from './liveSocket.js'
import { readLiveMessage } from './readLiveMessage.js'

/** `idle` before `start` and after `stop`; `connecting` until the server's hello; `open`; `down` until the next try. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'down'

/** One followed instrument's latest state as the quote channel left it: every field, and the tick that set them. */
export interface LiveQuote {
  readonly code: string
  readonly kind: Live.QuoteItem['kind']
  readonly time: number
  readonly fields: Live.QuoteFields
}

/** The staff channel's items (a queue that grew or changed). */
export type LiveStaffItem = Live.StaffMessage['data'][number]

/** A channel whose messages a store turns into REST reads. */
export type LiveFedChannel = 'quote' | 'account' | 'staff'

/**
 * What the connection tells the stores besides quotes: account changes and staff items (each store refetches the
 * record over REST), and `resync` — a reconnect or a gap in `seq` on that channel: messages may be lost, so every
 * store fed by it reads its REST snapshot again (DECISIONS §25).
 */
export type LiveEvent =
  | { readonly kind: 'account'; readonly changes: readonly Live.AccountChange[] }
  | { readonly kind: 'staff'; readonly items: readonly LiveStaffItem[] }
  | { readonly kind: 'resync'; readonly channel: LiveFedChannel }

export interface LiveConnectionState {
  readonly status: LiveStatus
  /** The channels the server's hello granted (`quote`, `system`, and `account` or `staff` with credentials). */
  readonly channels: readonly string[]
  /** When the figures were last known current: the last frame heard, or a REST answer while the socket is down. */
  readonly heardAt: number | undefined
  /** Core's `feedIsSilent` past `heardAt` (or past `start` before anything was heard): figures grey, trading off. */
  readonly silent: boolean
  /** Failed tries since the last hello (the back-off's exponent). */
  readonly attempt: number
  /** The latest state of each followed code the server confirmed (cleared when the socket goes down). */
  readonly quotes: ReadonlyMap<string, LiveQuote>
  /** The last refusal the server gave (its localised `msg`), e.g. a code it does not know. */
  readonly refusal: string | undefined
  /** Connects, and keeps reconnecting until `stop`. */
  start(): void
  stop(): void
  /** Closes the socket and connects again now, with fresh credentials (after a sign-in or a sign-out). */
  renew(): void
  /** Follows `codes` on the quote channel (counted: each follower unfollows with the answer). */
  follow(codes: readonly string[]): () => void
  /** Hears account changes, staff items and resyncs; answers the unsubscribe. */
  listen(listener: (event: LiveEvent) => void): () => void
  /** A REST answer arrived while the socket is down: the figures it brought are current now. */
  confirmed(): void
}

/** What the connection takes from its host; tests pass their own clock, random source, timers and sockets. */
export interface LiveConnectionDeps {
  /** `ws://…/prod-api/live` or `ws://…/staff-api/live`. */
  readonly url: string
  readonly openSocket: OpenLiveSocket
  /** Asked before each connect; a throw (the ticket call failed) counts as a failed try. */
  readonly credentials?: () => Promise<LiveCredentials | undefined>
  readonly timers?: Timers
  readonly now?: () => number
  /** [0, 1), for the back-off's jitter. */
  readonly random?: () => number
  /** The page coming back into view, or the network coming back, retries at once instead of at the back-off's end. */
  readonly wake?: VisibilitySource
}

/** How often the connection looks for silence (a dead link shows within `silenceMs` + this). */
export const silenceCheckMs = 1_000

/** `heardAt` moves in steps of at least this: the screens show it to the second. */
const heardGrainMs = 1_000

const withQuery = (url: string, query: Readonly<Record<string, string>> | undefined) =>
  query === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`

/**
 * The one live socket of a client (issue 36, DECISIONS §25) as a vanilla store: connects, reconnects after core's
 * `reconnectDelay` (1 s → 60 s, jitter from `random`), resubscribes what is followed, checks `seq` with core's
 * tracker (a gap or a reconnect → `resync`: the stores read REST again), keeps each followed quote's latest state,
 * and treats `silenceMs` without a frame as a dead link. REST stays the source of truth: the stores poll it only
 * while the socket does not cover what they show.
 */
export const createLiveConnection = (deps: LiveConnectionDeps): StoreApi<LiveConnectionState> => {
  const timers = deps.timers ?? hostTimers
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const tracker = Live.createSeqTracker()
  const listeners = new Set<(event: LiveEvent) => void>()
  /** Followers per code; the server is told only of 0 ↔ 1. */
  const followers = new Map<string, number>()
  /** Codes asked of the server on this socket (at most `maxCodes`); the rest stay on REST. */
  const subscribed = new Set<string>()
  let pendingChange = false
  let socket: LiveSocket | undefined
  let generation = 0
  let running = false
  let everOpen = false
  let retryTimer: unknown
  let watchTimer: unknown
  let lastFrameAt = 0
  let lastHeardAt: number | undefined
  let startedAt = 0
  let stopWaking: (() => void) | undefined

  const emit = (event: LiveEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  return createStore<LiveConnectionState>()((set, get) => {
    const silentAt = (at: number) => Live.feedIsSilent(lastHeardAt ?? startedAt, at)

    /**
     * The figures are current now. The silence rule reads the exact moment; `heardAt` (on screen, to the second)
     * moves in steps of a second, so a frame is not a re-render of every screen.
     */
    const heard = () => {
      const at = now()
      lastHeardAt = at
      const { heardAt, silent } = get()
      if (!silent && heardAt !== undefined && at - heardAt < heardGrainMs) return
      set({ heardAt: at, ...(silent ? { silent: false } : {}) })
    }

    const send = (request: Live.LiveRequest) => {
      if (get().status === 'open') socket?.send(JSON.stringify(request))
    }

    /** Brings the server's subscriptions in line with the followed codes: one subscribe and one unsubscribe at most. */
    const syncSubscriptions = () => {
      pendingChange = false
      if (get().status !== 'open') return
      const gone = [...subscribed].filter((code) => !followers.has(code))
      for (const code of gone) subscribed.delete(code)
      const fresh: string[] = []
      for (const code of followers.keys()) {
        if (subscribed.size >= Live.liveLimits.maxCodes) break
        if (subscribed.has(code)) continue
        subscribed.add(code)
        fresh.push(code)
      }
      if (gone.length > 0) send({ op: 'unsubscribe', codes: gone })
      if (fresh.length > 0) send({ op: 'subscribe', codes: fresh })
      if (gone.length > 0) {
        const quotes = new Map(get().quotes)
        for (const code of gone) quotes.delete(code)
        set({ quotes })
      }
    }

    /** Follows and unfollows of one task go to the server together (a client may send 20 messages a second). */
    const subscriptionsChanged = () => {
      if (pendingChange) return
      pendingChange = true
      queueMicrotask(syncSubscriptions)
    }

    const applyQuotes = (message: Live.QuoteMessage) => {
      const quotes = new Map(get().quotes)
      for (const { code, kind, time, ...fields } of message.data) {
        if (!subscribed.has(code)) continue
        const held = message.snapshot ? undefined : quotes.get(code)?.fields
        quotes.set(code, { code, kind, time, fields: Live.applyQuoteChanges(held, fields) })
      }
      set({ quotes })
    }

    const hello = (message: Live.SystemMessage) => {
      const reconnected = everOpen
      everOpen = true
      set({ status: 'open', channels: message.channels ?? [], attempt: 0, refusal: undefined })
      subscribed.clear()
      syncSubscriptions()
      if (!reconnected) return
      for (const channel of ['quote', 'account', 'staff'] as const)
        if (get().channels.includes(channel)) emit({ kind: 'resync', channel })
    }

    const received = (text: unknown) => {
      lastFrameAt = now()
      const message = readLiveMessage(text)
      if (message === undefined) return
      const verdict = tracker.accept(message.ch, message.seq)
      if (verdict === 'repeat') return
      heard()
      switch (message.ch) {
        case 'system':
          if (message.type === 'hello') hello(message)
          else if (message.type === 'refusal') set({ refusal: message.msg })
          return
        case 'quote':
          applyQuotes(message)
          if (verdict === 'gap') {
            // The lost changes are unknown: ask for a snapshot of everything followed, and REST meanwhile.
            send({ op: 'subscribe', codes: [...subscribed] })
            emit({ kind: 'resync', channel: 'quote' })
          }
          return
        case 'account':
          if (verdict === 'gap') emit({ kind: 'resync', channel: 'account' })
          else emit({ kind: 'account', changes: message.data })
          return
        case 'staff':
          if (verdict === 'gap') emit({ kind: 'resync', channel: 'staff' })
          else emit({ kind: 'staff', items: message.data })
          return
      }
    }

    const detach = () => {
      const closing = socket
      socket = undefined
      if (closing === undefined) return
      closing.onopen = null
      closing.onmessage = null
      closing.onclose = null
      closing.onerror = null
      try {
        closing.close(1000)
      } catch {
        // a socket still connecting may refuse to close in some hosts; it is dropped either way
      }
    }

    const scheduleRetry = () => {
      if (!running) return
      const attempt = get().attempt
      set({ status: 'down', channels: [], attempt: attempt + 1, quotes: new Map() })
      subscribed.clear()
      retryTimer = timers.setTimeout(
        () => {
          retryTimer = undefined
          void connect()
        },
        Live.reconnectDelay(attempt, random()),
      )
    }

    const dropped = () => {
      detach()
      scheduleRetry()
    }

    const retryNow = () => {
      if (retryTimer !== undefined) timers.clearTimeout(retryTimer)
      retryTimer = undefined
      subscribed.clear()
      void connect()
    }

    const connect = async () => {
      if (!running) return
      generation += 1
      const mine = generation
      set({ status: 'connecting' })
      lastFrameAt = now()
      let credentials: LiveCredentials | undefined
      try {
        credentials = await deps.credentials?.()
      } catch {
        if (mine === generation) scheduleRetry()
        return
      }
      if (mine !== generation || !running) return
      tracker.reset()
      lastFrameAt = now()
      const opened = deps.openSocket(withQuery(deps.url, credentials?.query), credentials?.headers)
      socket = opened
      opened.onmessage = (event) => received(event.data)
      opened.onclose = () => {
        if (socket === opened) dropped()
      }
      opened.onerror = () => {}
    }

    /** Every `silenceCheckMs`: a socket silent past core's rule is dead; the figures' silence follows `heardAt`. */
    const watch = () => {
      watchTimer = timers.setTimeout(watch, silenceCheckMs)
      const at = now()
      const { status } = get()
      if ((status === 'open' || status === 'connecting') && Live.feedIsSilent(lastFrameAt, at)) {
        // A socket that fell silent, or credentials that never came (a ticket call hanging on a dead link).
        generation += 1
        dropped()
      }
      const silent = silentAt(at)
      if (silent !== get().silent) set({ silent })
    }

    return {
      status: 'idle',
      channels: [],
      heardAt: undefined,
      silent: false,
      attempt: 0,
      quotes: new Map(),
      refusal: undefined,
      start: () => {
        if (running) return
        running = true
        startedAt = now()
        watchTimer = timers.setTimeout(watch, silenceCheckMs)
        stopWaking = deps.wake?.subscribe(() => {
          if (deps.wake?.isVisible() && get().status === 'down') retryNow()
        })
        void connect()
      },
      stop: () => {
        running = false
        stopWaking?.()
        stopWaking = undefined
        generation += 1
        if (retryTimer !== undefined) timers.clearTimeout(retryTimer)
        if (watchTimer !== undefined) timers.clearTimeout(watchTimer)
        retryTimer = undefined
        watchTimer = undefined
        detach()
        subscribed.clear()
        set({ status: 'idle', channels: [], quotes: new Map() })
      },
      renew: () => {
        if (!running) return
        detach()
        set({ attempt: 0, channels: [], quotes: new Map() })
        retryNow()
      },
      follow: (codes) => {
        const mine = [...new Set(codes)]
        for (const code of mine) followers.set(code, (followers.get(code) ?? 0) + 1)
        subscriptionsChanged()
        let followed = true
        return () => {
          if (!followed) return
          followed = false
          for (const code of mine) {
            const left = (followers.get(code) ?? 1) - 1
            if (left <= 0) followers.delete(code)
            else followers.set(code, left)
          }
          subscriptionsChanged()
        }
      },
      listen: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      confirmed: heard,
    }
  })
}

/** A live connection as the stores take it. */
export type LiveConnection = StoreApi<LiveConnectionState>
