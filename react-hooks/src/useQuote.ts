import { useEffect } from 'react'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { QuoteState } from './quoteStore.js'

/** Watches `code` while mounted (polling every 5 s) and selects from the quote store. */
export const useQuote = <T>(
  store: StoreApi<QuoteState>,
  code: string | undefined,
  select: (state: QuoteState) => T,
): T => {
  useEffect(() => {
    if (code === undefined) return
    store.getState().watch(code)
    return () => store.getState().unwatch()
  }, [store, code])
  return useStore(store, select)
}
