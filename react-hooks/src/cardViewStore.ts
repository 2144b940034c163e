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

/** Where the choices are kept for the tab's life (session storage): "USD|1" is dollars, masked. */
export const cardViewStorageKey = 'cardView'

/**
 * The account card's view choices, one per app so they carry from page to page (/user, /trading-list, /warehouse
 * show the same card), and through a reload when `storage` is given; display only (DECISIONS §1: currency views and `****` never change an amount).
 */
export const createCardViewStore = (storage?: Pick<Storage, 'getItem' | 'setItem'>): StoreApi<CardViewState> =>
  createStore<CardViewState>()((set, get) => {
    const saved = storage?.getItem(cardViewStorageKey) ?? ''
    const [currency, masked] = saved.split('|')
    const save = (state: Pick<CardViewState, 'currency' | 'masked'>) => {
      storage?.setItem(cardViewStorageKey, `${state.currency}|${state.masked ? 1 : 0}`)
      set(state)
    }
    return {
      currency: currency === 'USD' || currency === 'HKD' ? currency : 'INR',
      masked: masked === '1',
      setCurrency: (chosen) => save({ currency: chosen, masked: get().masked }),
      toggleMasked: () => save({ currency: get().currency, masked: !get().masked }),
    }
  })

/** Selects from the card view store. */
export const useCardView = <T>(store: StoreApi<CardViewState>, select: (state: CardViewState) => T): T =>
  useStore(store, select)
