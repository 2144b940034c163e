import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'

/** One of the console's vanilla stores, as the screens hold it. */
export type StaffStore<S> = StoreApi<S>

/** Selects from one of the console's staff stores (account look-up, review queues) and re-renders on change. */
export const useStaffStore = <S, T>(store: StoreApi<S>, select: (state: S) => T): T => useStore(store, select)
