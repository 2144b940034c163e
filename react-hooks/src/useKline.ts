import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { KlineState } from './klineStore.js'

/** Selects from the chart store. */
export const useKline = <T>(store: StoreApi<KlineState>, select: (state: KlineState) => T): T => useStore(store, select)
