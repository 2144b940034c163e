import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { WatchlistState } from './watchlistStore.js'

/** Selects from the watchlist store (favourite flags). */
export const useWatchlist = <T>(store: StoreApi<WatchlistState>, select: (state: WatchlistState) => T): T =>
  useStore(store, select)
