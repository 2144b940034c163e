import { insertedId } from '../store/insertedId.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** List types of the `news` table: 1 news, 2 economy, 4 7x24 (the spec's lists), 3 articles and announcements. */
export type NewsListType = 1 | 2 | 3 | 4

/** One stored news item or article. */
export interface NewsRecord {
  readonly id: number
  readonly listType: NewsListType
  readonly title: string
  readonly summary: string
  readonly content: string
  readonly image: string
  readonly author: string
  readonly showTime: number
}

interface NewsRow {
  readonly id: number
  readonly list_type: NewsListType
  readonly title: string
  readonly summary: string
  readonly content: string
  readonly image: string
  readonly author: string
  readonly show_time: number
}

const fromRow = (row: NewsRow): NewsRecord => ({
  id: row.id,
  listType: row.list_type,
  title: row.title,
  summary: row.summary,
  content: row.content,
  image: row.image,
  author: row.author,
  showTime: row.show_time,
})

/** Stores a news item or article and returns its id. */
export const insertNews = (db: SqlConnection, item: Omit<NewsRecord, 'id'>): number =>
  insertedId(
    db,
    'INSERT INTO news (list_type, title, summary, content, image, author, show_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    item.listType,
    item.title,
    item.summary,
    item.content,
    item.image,
    item.author,
    item.showTime,
  )

/** Whether any news is stored. */
export const hasNews = (db: SqlConnection): boolean => db.prepare('SELECT 1 FROM news LIMIT 1').get() !== undefined

/** One page of a list, newest first, with the count of the whole list. */
export const newsPage = (
  db: SqlConnection,
  listType: NewsListType,
  pageNum: number,
  pageSize: number,
): { readonly rows: NewsRecord[]; readonly total: number } => {
  const rows = db
    .prepare('SELECT * FROM news WHERE list_type = ? ORDER BY show_time DESC, id DESC LIMIT ? OFFSET ?')
    .all(listType, pageSize, (pageNum - 1) * pageSize) as NewsRow[]
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM news WHERE list_type = ?').get(listType) as {
    total: number
  }
  return { rows: rows.map(fromRow), total }
}

/** The item `id` of one of `listTypes`, if stored. */
export const newsById = (db: SqlConnection, id: number, listTypes: readonly NewsListType[]): NewsRecord | undefined => {
  const row = db.prepare('SELECT * FROM news WHERE id = ?').get(id) as NewsRow | undefined
  return row && listTypes.includes(row.list_type) ? fromRow(row) : undefined
}
