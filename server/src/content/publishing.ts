import type { SqlConnection } from '../store/SqlConnection.js'
import { insertNews, type NewsListType } from './newsRepository.js'

/** A news item as admin publishes it (`POST /staff-api/news/publish`). */
export interface NewsDraft {
  readonly type: 1 | 2 | 4
  readonly title: string
  readonly content: string
  readonly summary?: string | undefined
  readonly imgurl?: string | undefined
}

/** An article as admin publishes it (`POST /staff-api/articles/publish`). */
export interface ArticleDraft {
  readonly artTitle: string
  readonly author: string
  readonly artSummary: string
  readonly artCnt: string
  readonly artImg?: string | undefined
}

/**
 * Stores a news item in its list, shown from `now` and signed by the staff member; answers its id. Published items
 * are never marked as samples (only the seeded ones, by their author, are).
 */
export const publishNews = (db: SqlConnection, draft: NewsDraft, by: string, now: number): number =>
  insertNews(db, {
    listType: draft.type as NewsListType,
    title: draft.title.trim(),
    summary: draft.summary?.trim() ?? '',
    content: draft.content,
    image: draft.imgurl ?? '',
    author: by,
    showTime: now,
  })

/** Stores an article (list type 3) shown from `now`; answers its id, as `/api/art/detail.do?artId=` reads it. */
export const publishArticle = (db: SqlConnection, draft: ArticleDraft, now: number): number =>
  insertNews(db, {
    listType: 3,
    title: draft.artTitle.trim(),
    summary: draft.artSummary.trim(),
    content: draft.artCnt,
    image: draft.artImg ?? '',
    author: draft.author.trim(),
    showTime: now,
  })
