import type { Currency } from '@bourse/core'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** How the account card shows amounts: the display currency and whether they are masked as ****. */
export interface CardViewState {
  readonly currency: Currency
  readonly masked: boolean
  setCurrency(currency: Currency): void
  toggleMasked(): void
}

/**
 * The account card's view choices, one per app so they carry from page to page (/user, /trading-list, /warehouse
 * show the same card); display only (DECISIONS §1: currency views and `****` never change an amount).
 */
export const createCardViewStore = (): StoreApi<CardViewState> =>
  createStore<CardViewState>()((set, get) => ({
    currency: 'INR',
    masked: false,
    setCurrency: (currency) => set({ currency }),
    toggleMasked: () => set({ masked: !get().masked }),
  }))

/** Selects from the card view store. */
export const useCardView = <T>(store: StoreApi<CardViewState>, select: (state: CardViewState) => T): T =>
  useStore(store, select)
