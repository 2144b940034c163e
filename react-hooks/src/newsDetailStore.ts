import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from './apiClient.js'
import type { NewsItem } from './marketLists.js'

export interface NewsDetailState {
  readonly item: NewsItem | undefined
  readonly loading: boolean
  readonly failure: ApiFailure | undefined
  /** `/api/news/detail.do` for the page's `id` (or `newItem`) query. */
  load(id: number): Promise<void>
}

/** One news item for /newPage. */
export const createNewsDetailStore = (client: ApiClient): StoreApi<NewsDetailState> =>
  createStore<NewsDetailState>()((set) => ({
    item: undefined,
    loading: false,
    failure: undefined,
    load: async (id) => {
      set({ loading: true, item: undefined, failure: undefined })
      const result = await client.call('/api/news/detail.do', { id: String(id) })
      set(result.ok ? { loading: false, item: result.data } : { loading: false, failure: result.failure })
    },
  }))
