import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { ContractOrderState } from './contractOrderStore.js'

/** Selects from an index or futures order store. */
export const useContractOrder = <T>(store: StoreApi<ContractOrderState>, select: (state: ContractOrderState) => T): T =>
  useStore(store, select)
