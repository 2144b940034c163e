import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { PreferencesState } from './preferencesStore.js'

/** Selects from the preferences store; re-renders only when the selected part changes. */
export const usePreferences = <T>(store: StoreApi<PreferencesState>, select: (state: PreferencesState) => T): T =>
  useStore(store, select)
