import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { AlertState } from './alertStore.js'

/** Selects from the alert store. */
export const useAlert = <T>(store: StoreApi<AlertState>, select: (state: AlertState) => T): T => useStore(store, select)
