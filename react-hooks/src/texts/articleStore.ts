import { type Api, SiteTexts } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure } from '../apiClient.js'

export type Article = Api.DataOf<'/api/art/detail.do'>

export interface ArticleState {
  readonly article: Article | undefined
  /** The body cut at its full stops (core `paragraphsOf`), as the page shows it. */
  readonly paragraphs: readonly string[]
  readonly failure: ApiFailure | undefined
  readonly loading: boolean
  /** `/api/art/detail.do` for the announcement of the query's `id`; a missing or malformed id is refused. */
  load(id: string | null): Promise<void>
}

/** One announcement (spec 000 §2 "Announcement page"): title, author, date, summary, body. */
export const createArticleStore = (client: ApiClient): StoreApi<ArticleState> =>
  createStore<ArticleState>()((set) => ({
    article: undefined,
    paragraphs: [],
    failure: undefined,
    loading: false,
    load: async (id) => {
      set({ loading: true, article: undefined, paragraphs: [], failure: undefined })
      const result = await client.call('/api/art/detail.do', { artId: id ?? '' })
      set(
        result.ok
          ? { article: result.data, paragraphs: SiteTexts.paragraphsOf(result.data.artCnt), loading: false }
          : { failure: result.failure, loading: false },
      )
    },
  }))
