import { domainError } from '@bourse/core'
import type { NewsRecord } from '../../content/newsRepository.js'
import { newsById, newsPage } from '../../content/newsRepository.js'
import { sampleAuthor } from '../../content/sampleNews.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'

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
  endpointRoute(app, '/api/news/list.do', (payload) => {
    const { rows, total } = newsPage(context.db, payload.type, payload.pageNum, payload.pageSize)
    return success({ list: rows.map(newsItem), total, pageNum: payload.pageNum, pageSize: payload.pageSize })
  })

  endpointRoute(app, '/api/news/detail.do', (payload, request) => {
    const record = newsById(context.db, payload.id, [1, 2, 4])
    return record
      ? success(newsItem(record))
      : refusalOf(domainError('engineUnknownRecord', { id: String(payload.id) }), requestLanguage(request.headers))
  })

  endpointRoute(app, '/api/art/list.do', (payload) => {
    const { rows, total } = newsPage(context.db, 3, payload.pageNum, payload.pageSize)
    return success({ list: rows.map(article), total, pageNum: payload.pageNum, pageSize: payload.pageSize })
  })

  endpointRoute(app, '/api/art/detail.do', (payload, request) => {
    const record = newsById(context.db, payload.artId, [3])
    return record
      ? success(article(record))
      : refusalOf(domainError('engineUnknownRecord', { id: String(payload.artId) }), requestLanguage(request.headers))
  })
}
