import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'

/** Selects from a help-desk store (the desk itself, or the unread badge) and re-renders on change. */
export const useHelpDesk = <S, T>(store: StoreApi<S>, select: (state: S) => T): T => useStore(store, select)
