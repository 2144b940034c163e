import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'

/** Selects from a store of alerts and GTTs (the lists, push notices, the firing notice) and re-renders on change. */
export const useWatch = <S, T>(store: StoreApi<S>, select: (state: S) => T): T => useStore(store, select)
