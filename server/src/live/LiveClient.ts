import { type Language, Live, type MessageKey, translate } from '@bourse/core'
import type { LiveCaller, LiveSocket } from './LiveSocket.js'
import type { LiveMetrics } from './liveMetrics.js'

type Channel = Live.LiveChannel

/**
 * One open socket: what it follows, its `seq` per channel, when it last heard from the server, and the state of its
 * back-pressure, liveness and message-rate checks. Every frame is assembled here from pre-serialized parts: the
 * envelope (`ch`, `seq`, `t`) around data serialized once for all subscribers.
 */
export class LiveClient {
  readonly codes = new Set<string>()
  readonly #seq: Record<Channel, number> = { quote: 0, account: 0, staff: 0, system: 0 }
  /** `performance.now()` of the last frame sent (heartbeats fill silences). */
  lastSentAt: number
  /** The next flush sends every followed code whole (a flush was skipped, or a subscribe's snapshot was held back). */
  resnapshot = false
  /** Flushes skipped in a row because the send buffer stayed over the bound. */
  skips = 0
  /** A protocol ping is out and its pong has not come back. */
  awaitingPong = false
  lastPingAt: number
  /** The client's messages in the current one-second window. */
  windowStart = 0
  windowCount = 0
  /** Set once the server decided to close it: nothing more is sent. */
  closing = false
  readonly openedAt: number
  messagesSent = 0

  constructor(
    readonly id: number,
    readonly socket: LiveSocket,
    readonly caller: LiveCaller,
    readonly address: string,
    readonly language: Language,
    private readonly metrics: LiveMetrics,
    private readonly clock: () => number,
  ) {
    this.openedAt = performance.now()
    this.lastSentAt = this.openedAt
    this.lastPingAt = this.openedAt
  }

  /** Whether the socket's send buffer is over `bound` bytes (it skips flushes while it is). */
  isBehind(bound: number): boolean {
    return this.socket.bufferedAmount > bound
  }

  /** Sends one frame of `channel`: the envelope with the next `seq`, then `body` (`,"data":[…]` and the like). */
  send(channel: Channel, body: string): void {
    if (this.closing) return
    this.#seq[channel] += 1
    const frame = `{"ch":"${channel}","seq":${this.#seq[channel]},"t":${this.clock()}${body}}`
    this.socket.send(frame)
    this.lastSentAt = performance.now()
    this.messagesSent += 1
    this.metrics.sent(channel, frame.length)
  }

  /** A quote frame of pre-serialized items (a snapshot replaces what the client holds of those codes). */
  sendQuotes(items: readonly string[], snapshot: boolean): void {
    this.send('quote', `${snapshot ? ',"snapshot":true' : ''},"data":[${items.join(',')}]`)
  }

  /** A system message: hello (with the channels open), heartbeat, refusal or closing (with a localised text). */
  system(
    type: Live.SystemMessage['type'],
    extra: { readonly msg?: string; readonly channels?: readonly string[] } = {},
  ) {
    const { msg, channels } = extra
    this.send(
      'system',
      `,"type":"${type}"${msg === undefined ? '' : `,"msg":${JSON.stringify(msg)}`}${
        channels === undefined ? '' : `,"channels":${JSON.stringify(channels)}`
      }`,
    )
  }

  /** Refuses a request on the system channel, in the client's language; the socket stays open. */
  refuse(key: MessageKey, params: Readonly<Record<string, string>> = {}): void {
    this.system('refusal', { msg: translate(key, this.language, params) })
  }

  /** Says why on the system channel, then closes with `code` (the close reason in English: ≤ 123 bytes). */
  closeWith(code: number, key: MessageKey): void {
    if (this.closing) return
    this.system('closing', { msg: translate(key, this.language) })
    this.closing = true
    this.socket.close(code, translate(key, 'en').slice(0, 120))
  }

  /** Counts a client message against the rate cap: `false` once more than the cap arrived within one second. */
  admitMessage(now: number): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now
      this.windowCount = 0
    }
    this.windowCount += 1
    return this.windowCount <= Live.liveLimits.maxClientMessagesPerSecond
  }
}
