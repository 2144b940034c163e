import { messagePage } from '../../inbox/inboxRepository.js'
import { userMessageWire } from '../../inbox/userMessageWire.js'
import type { RouteModule } from '../AppContext.js'
import { requireUser } from '../currentUser.js'
import { success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'

/** `/user/cash/getMessagelist.do`: the caller's own messages (risk-loop notices and others), newest first, paged. */
export const messageRoutes: RouteModule = (app, context) => {
  endpointRoute(app, '/user/cash/getMessagelist.do', (payload, request) => {
    const signedIn = requireUser(request)
    if (!signedIn.ok) return signedIn.refusal
    const language = requestLanguage(request.headers)
    const page = messagePage(context.db, signedIn.user.userId, payload.pageNum, payload.pageSize)
    return success({
      list: page.rows.map((row) => userMessageWire(row, language)),
      total: page.total,
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
  })
}
