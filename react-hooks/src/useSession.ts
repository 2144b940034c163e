import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { SessionState } from './sessionStore.js'

/** Selects from the session store. */
export const useSession = <T>(store: StoreApi<SessionState>, select: (state: SessionState) => T): T =>
  useStore(store, select)
