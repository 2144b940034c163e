import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { ContractNotesState } from './contractNotesStore.js'

/** Selects from the contract notes' store and re-renders on change. */
export const useContractNotes = <T>(store: StoreApi<ContractNotesState>, select: (state: ContractNotesState) => T): T =>
  useStore(store, select)
