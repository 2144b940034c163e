import { domainError, type Language } from '@bourse/core'
import type { NewsRecord } from '../../content/newsRepository.js'
import { newsById, newsPage } from '../../content/newsRepository.js'
import { sampleAuthor } from '../../content/sampleNews.js'
import { sampleContentIn, sampleTextIn, sampleTitleIn } from '../../content/sampleNewsTexts.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'

/** A sample item in the reader's language (seeded in English); staff's own items as written. */
const inLanguage = (record: NewsRecord, language: Language): NewsRecord =>
  record.author === sampleAuthor
    ? {
        ...record,
        title: sampleTitleIn(record.title, language),
        summary: sampleTextIn(record.summary, language),
        content: sampleContentIn(record.content, language),
      }
    : record

const newsItem = (record: NewsRecord) => ({
  id: record.id,
  type: record.listType as 1 | 2 | 4,
  title: record.title,
  content: record.content,
  imgurl: record.image === '' ? null : record.image,
  addTime: record.showTime,
  showTime: record.showTime,
  sample: record.author === sampleAuthor,
})

const article = (record: NewsRecord) => ({
  id: record.id,
  artTitle: record.title,
  author: record.author,
  artSummary: record.summary,
  artCnt: record.content,
  artImg: record.image === '' ? null : record.image,
  addTime: record.showTime,
})

/** News lists and details (types 1 news, 2 economy, 4 7x24) and articles; all public, newest first. */
export const newsRoutes: RouteModule = (app, context) => {
  endpointRoute(app, '/api/news/list.do', (payload, request) => {
    const language = requestLanguage(request.headers)
    const { rows, total } = newsPage(context.db, payload.type, payload.pageNum, payload.pageSize)
    return success({
      list: rows.map((row) => newsItem(inLanguage(row, language))),
      total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
  })

  endpointRoute(app, '/api/news/detail.do', (payload, request) => {
    const language = requestLanguage(request.headers)
    const record = newsById(context.db, payload.id, [1, 2, 4])
    return record
      ? success(newsItem(inLanguage(record, language)))
      : refusalOf(domainError('engineUnknownRecord', { id: String(payload.id) }), language)
  })

  endpointRoute(app, '/api/art/list.do', (payload, request) => {
    const language = requestLanguage(request.headers)
    const { rows, total } = newsPage(context.db, 3, payload.pageNum, payload.pageSize)
    return success({
      list: rows.map((row) => article(inLanguage(row, language))),
      total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
  })

  endpointRoute(app, '/api/art/detail.do', (payload, request) => {
    const language = requestLanguage(request.headers)
    const record = newsById(context.db, payload.artId, [3])
    return record
      ? success(article(inLanguage(record, language)))
      : refusalOf(domainError('engineUnknownRecord', { id: String(payload.artId) }), language)
  })
}
