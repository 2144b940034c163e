import { Live } from '@bourse/core'
import type { Instrument } from '../market/Instrument.js'
import type { Quote } from '../market/Quote.js'
import { type LiveMarket, quoteFieldsOf } from './quoteFields.js'

/** One followed instrument: what the last flush sent of it, and that state and this flush's change as JSON. */
interface Followed {
  readonly instrument: Instrument
  subscribers: number
  /** The quote object the last flush read (the market replaces it when it moves): unchanged means nothing to do. */
  quote: Quote | undefined
  /** Every field as the last flush (or the first subscribe) sent it, and the tick that set them. */
  sent: Live.QuoteFields
  sentTime: number
  /** `sent` as one snapshot item, serialized at most once per flush, when a subscriber needs it. */
  snapshot: string | undefined
  /** This flush's change item (only the fields that moved), or `undefined` when nothing moved. */
  change: string | undefined
}

/**
 * The quote channel's conflation (issue 36): the instruments some socket follows, each serialized once per flush —
 * its changes against what the last flush sent (core's `quoteChanges`) — so that every subscriber's frame is
 * assembled from the same bytes. An instrument nobody follows is forgotten (a later subscriber starts from a fresh
 * snapshot); nothing here grows with instruments nobody follows.
 */
export interface QuoteBoard {
  /** Starts following `code` for one more subscriber; `false` when there is no such instrument. */
  follow(code: string): boolean
  /** One subscriber fewer; the last one forgets the instrument. */
  unfollow(code: string): void
  /** Reads the market once: the changed items of this flush, serialized once each; answers how many changed. */
  refresh(): number
  /** This flush's change item of `code` (JSON), if it moved. */
  changeOf(code: string): string | undefined
  /** `code`'s whole state as the last flush sent it (JSON), for a snapshot. */
  snapshotOf(code: string): string | undefined
}

const itemJson = (instrument: Instrument, time: number, fields: Live.QuoteFields): string => {
  const head = `{"code":${JSON.stringify(instrument.code)},"kind":"${instrument.kind}","time":${time}`
  const body = JSON.stringify(fields)
  return body === '{}' ? `${head}}` : `${head},${body.slice(1)}`
}

export const createQuoteBoard = (market: LiveMarket): QuoteBoard => {
  const followed = new Map<string, Followed>()
  let changed: Followed[] = []

  const follow = (code: string): boolean => {
    const known = followed.get(code)
    if (known !== undefined) {
      known.subscribers += 1
      return true
    }
    const instrument = market.instrument(code)
    const quote = market.quote(code)
    if (instrument === undefined || quote === undefined) return false
    followed.set(code, {
      instrument,
      subscribers: 1,
      quote,
      sent: quoteFieldsOf(instrument, quote, market),
      sentTime: quote.updatedAt,
      snapshot: undefined,
      change: undefined,
    })
    return true
  }

  return {
    follow,
    unfollow: (code) => {
      const entry = followed.get(code)
      if (entry === undefined) return
      entry.subscribers -= 1
      if (entry.subscribers <= 0) followed.delete(code)
    },
    refresh: () => {
      for (const entry of changed) entry.change = undefined
      changed = []
      for (const [code, entry] of followed) {
        const quote = market.quote(code)
        if (quote === undefined || quote === entry.quote) continue
        entry.quote = quote
        const fields = quoteFieldsOf(entry.instrument, quote, market)
        const moved = Live.quoteChanges(entry.sent, fields)
        if (moved === undefined) continue
        entry.sent = fields
        entry.sentTime = quote.updatedAt
        entry.snapshot = undefined
        entry.change = itemJson(entry.instrument, quote.updatedAt, moved)
        changed.push(entry)
      }
      return changed.length
    },
    changeOf: (code) => followed.get(code)?.change,
    snapshotOf: (code) => {
      const entry = followed.get(code)
      if (entry === undefined) return undefined
      entry.snapshot ??= itemJson(entry.instrument, entry.sentTime, entry.sent)
      return entry.snapshot
    },
  }
}
