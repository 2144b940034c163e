import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { ContractPositionsState } from './contractPositionsStore.js'

/** Selects from the contract (index and futures) positions store. */
export const useContractPositions = <T>(
  store: StoreApi<ContractPositionsState>,
  select: (state: ContractPositionsState) => T,
): T => useStore(store, select)
