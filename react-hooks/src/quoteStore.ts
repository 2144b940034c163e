import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import type { LiveConnection, LiveConnectionState } from './live/liveConnection.js'
import { coversQuotes, whileNotLive } from './live/liveGate.js'
import { withLiveQuote } from './live/liveQuoteFields.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'
import { alwaysVisible } from './timers.js'

export type SingleStock = Api.DataOf<'/api/stock/getSingleStock.do'>

export interface QuoteState {
  /** The code being watched. */
  readonly code: string | undefined
  /** The stock and its quote (price, change, today's range, limits); undefined until the first answer. */
  readonly stock: SingleStock | undefined
  readonly failure: ApiFailure | undefined
  /**
   * Follows `code` on the live socket, or polls it every 5 s while the socket does not carry it (paused while the
   * page is hidden); a new code replaces the old one.
   */
  watch(code: string): void
  unwatch(): void
  /** Loads once now. */
  refresh(): Promise<void>
}

/**
 * One stock's quote while watched (spec 000 §7): read over REST, then moved by the live socket's quote channel
 * (issue 36); polled every 5 s only while the socket does not carry it and the page is shown.
 */
export const createQuoteStore = (
  client: ApiClient,
  deps: PollingDependencies & { readonly live?: LiveConnection } = {},
): StoreApi<QuoteState> => {
  const { live } = deps
  let unfollow: (() => void) | undefined
  let stopListening: (() => void) | undefined
  return createStore<QuoteState>()((set, get) => {
    const watched = () => {
      const code = get().code
      return code === undefined ? [] : [code]
    }
    const polling = createPollingSlot(pollIntervals.quote, {
      ...deps,
      visibility: whileNotLive(deps.visibility ?? alwaysVisible, live, coversQuotes(watched)),
    })
    const refresh = async () => {
      const code = get().code
      if (code === undefined) return
      const result = await client.call('/api/stock/getSingleStock.do', { code })
      if (get().code !== code) return // an answer for a code no longer watched
      set(result.ok ? { stock: result.data, failure: undefined } : { failure: result.failure })
      if (result.ok && live) {
        live.getState().confirmed()
        moved(live.getState())
      }
    }
    /** The socket's state of the watched code moved: the same answer, at the new figures. */
    const moved = (quotes: LiveConnectionState) => {
      const { code, stock } = get()
      const quote = code === undefined ? undefined : quotes.quotes.get(code)
      // An older tick than the answer held (a REST read may be newer than the socket's last flush) changes nothing.
      if (quote === undefined || stock === undefined || stock.stock.code !== code || stock.quote.time >= quote.time)
        return
      set({ stock: withLiveQuote(stock, quote) })
    }
    const stopLive = () => {
      unfollow?.()
      stopListening?.()
      unfollow = undefined
      stopListening = undefined
    }
    const startLive = (code: string) => {
      if (live === undefined) return
      unfollow = live.getState().follow([code])
      const stopQuotes = live.subscribe((state, previous) => {
        if (state.quotes !== previous.quotes) moved(state)
      })
      const stopEvents = live.getState().listen((event) => {
        if (event.kind === 'resync' && event.channel === 'quote') void refresh()
      })
      stopListening = () => {
        stopQuotes()
        stopEvents()
      }
    }
    return {
      code: undefined,
      stock: undefined,
      failure: undefined,
      refresh,
      watch: (code) => {
        if (get().code === code && polling.running()) return
        polling.stop()
        stopLive()
        set({ code, stock: get().code === code ? get().stock : undefined, failure: undefined })
        startLive(code)
        polling.start(refresh)
        // The socket may carry the code already (another screen follows it): the answer's name and id still come from REST.
        if (live && coversQuotes(watched)(live.getState())) void refresh()
      },
      unwatch: () => {
        polling.stop()
        stopLive()
        set({ code: undefined })
      },
    }
  })
}
