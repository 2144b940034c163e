import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'

/** Selects from any store of the account and money area (recharge, withdrawal, transfer, identity, bank card…). */
export const useWallet = <S, T>(store: StoreApi<S>, select: (state: S) => T): T => useStore(store, select)
