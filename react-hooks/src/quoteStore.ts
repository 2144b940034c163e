import type { Api } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import { createPollingSlot, type PollingDependencies, pollIntervals } from './poller.js'

export type SingleStock = Api.DataOf<'/api/stock/getSingleStock.do'>

export interface QuoteState {
  /** The code being watched. */
  readonly code: string | undefined
  /** The stock and its quote (price, change, today's range, limits); undefined until the first answer. */
  readonly stock: SingleStock | undefined
  readonly failure: ApiFailure | undefined
  /** Starts polling `code` every 5 s (paused while the page is hidden); a new code replaces the old one. */
  watch(code: string): void
  unwatch(): void
  /** Loads once now. */
  refresh(): Promise<void>
}

/** One stock's quote, polled every 5 s while watched and the page is shown (spec 000 §7). */
export const createQuoteStore = (client: ApiClient, deps: PollingDependencies = {}): StoreApi<QuoteState> => {
  const polling = createPollingSlot(pollIntervals.quote, deps)
  return createStore<QuoteState>()((set, get) => {
    const refresh = async () => {
      const code = get().code
      if (code === undefined) return
      const result = await client.call('/api/stock/getSingleStock.do', { code })
      if (get().code !== code) return // an answer for a code no longer watched
      set(result.ok ? { stock: result.data, failure: undefined } : { failure: result.failure })
    }
    return {
      code: undefined,
      stock: undefined,
      failure: undefined,
      refresh,
      watch: (code) => {
        if (get().code === code && polling.running()) return
        polling.stop()
        set({ code, stock: get().code === code ? get().stock : undefined, failure: undefined })
        polling.start(refresh)
      },
      unwatch: () => {
        polling.stop()
        set({ code: undefined })
      },
    }
  })
}
