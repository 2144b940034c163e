import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { AccountState } from './accountStore.js'

/** Selects from the account store (current user, settings). */
export const useAccount = <T>(store: StoreApi<AccountState>, select: (state: AccountState) => T): T =>
  useStore(store, select)
