import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { NewsDetailState } from './newsDetailStore.js'

/** Selects from the news detail store (/newPage). */
export const useNewsDetail = <T>(store: StoreApi<NewsDetailState>, select: (state: NewsDetailState) => T): T =>
  useStore(store, select)
