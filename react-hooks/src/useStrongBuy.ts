import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { StrongBuyState } from './strongBuyStore.js'

/** Selects from the strong-buy detail store (/vipdetail). */
export const useStrongBuy = <T>(store: StoreApi<StrongBuyState>, select: (state: StrongBuyState) => T): T =>
  useStore(store, select)
