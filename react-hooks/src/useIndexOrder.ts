import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { IndexOrderState } from './indexOrderStore.js'

/** Selects from the index order store. */
export const useIndexOrder = <T>(store: StoreApi<IndexOrderState>, select: (state: IndexOrderState) => T): T =>
  useStore(store, select)
