import { publishArticle, publishNews } from '../../content/publishing.js'
import type { RouteModule } from '../AppContext.js'
import { successIn } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/** Admin's publishing of news and articles (audited by `staffRoute`); investors read them through `newsRoutes`. */
export const contentStaffRoutes: RouteModule = (app, context) => {
  const { db } = context

  staffRoute(app, context, '/news/publish', ({ payload, staff, language, now }) =>
    successIn(language, 'contentPublished', { id: publishNews(db, payload, staff.name, now) }),
  )

  staffRoute(app, context, '/articles/publish', ({ payload, language, now }) =>
    successIn(language, 'contentPublished', { id: publishArticle(db, payload, now) }),
  )
}
