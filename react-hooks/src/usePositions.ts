import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { PositionsState } from './positionsStore.js'

/** Selects from the positions store (tab, counts, close confirmation). */
export const usePositions = <T>(store: StoreApi<PositionsState>, select: (state: PositionsState) => T): T =>
  useStore(store, select)
