import { readSiteTexts } from '../../settings/settingsRepository.js'
import type { RouteModule } from '../AppContext.js'
import { success } from '../envelope.js'
import { userEndpoint } from './userEndpoint.js'

/**
 * Content (spec 001 §7): `/user/getAgentUrl` (the online-service address the client opens; empty when none is set,
 * and the client then goes to /recharge). Admin's publishing of news and articles: `http/staff/contentStaffRoutes.ts`.
 * The news and article lists are `newsRoutes`; the agreement, company and /about texts are `/api/site/getInfo.do`.
 */
export const contentRoutes: RouteModule = (app, context) => {
  const { db } = context

  userEndpoint(app, '/user/getAgentUrl', () => success({ agentUrl: readSiteTexts(db).onlineService ?? '' }))
}
