import { publishArticle, publishNews } from '../../content/publishing.js'
import { readSiteTexts } from '../../settings/settingsRepository.js'
import type { RouteModule } from '../AppContext.js'
import { success, successIn } from '../envelope.js'
import { staffRoute } from '../staff/staffRoute.js'
import { userEndpoint } from './userEndpoint.js'

/**
 * Content (spec 001 §7): `/user/getAgentUrl` (the online-service address the client opens; empty when none is set,
 * and the client then goes to /recharge), and admin's publishing of news and articles (audited by `staffRoute`).
 * The news and article lists are `newsRoutes`; the agreement, company and /about texts are `/api/site/getInfo.do`.
 */
export const contentRoutes: RouteModule = (app, context) => {
  const { db } = context

  userEndpoint(app, '/user/getAgentUrl', () => success({ agentUrl: readSiteTexts(db).onlineService ?? '' }))

  staffRoute(app, context, '/news/publish', ({ payload, staff, language, now }) =>
    successIn(language, 'contentPublished', { id: publishNews(db, payload, staff.name, now) }),
  )

  staffRoute(app, context, '/articles/publish', ({ payload, language, now }) =>
    successIn(language, 'contentPublished', { id: publishArticle(db, payload, now) }),
  )
}
