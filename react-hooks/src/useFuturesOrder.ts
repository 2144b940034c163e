import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { FuturesOrderState } from './futuresOrderStore.js'

/** Selects from the futures order store. */
export const useFuturesOrder = <T>(store: StoreApi<FuturesOrderState>, select: (state: FuturesOrderState) => T): T =>
  useStore(store, select)
