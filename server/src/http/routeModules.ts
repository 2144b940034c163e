import type { RouteModule } from './AppContext.js'
import { alertRoutes } from './investor/alertRoutes.js'
import { blockTradeRoutes } from './investor/blockTradeRoutes.js'
import { contentRoutes } from './investor/contentRoutes.js'
import { contractNoteRoutes } from './investor/contractNoteRoutes.js'
import { contractRoutes } from './investor/contractRoutes.js'
import { financingRoutes } from './investor/financingRoutes.js'
import { fundsRoutes } from './investor/fundsRoutes.js'
import { gttRoutes } from './investor/gttRoutes.js'
import { healthRoutes } from './investor/healthRoutes.js'
import { helpDeskRoutes } from './investor/helpDeskRoutes.js'
import { identityRoutes } from './investor/identityRoutes.js'
import { ipoRoutes } from './investor/ipoRoutes.js'
import { marketRoutes } from './investor/marketRoutes.js'
import { messageRoutes } from './investor/messageRoutes.js'
import { newsRoutes } from './investor/newsRoutes.js'
import { passwordRoutes } from './investor/passwordRoutes.js'
import { paymentRoutes } from './investor/paymentRoutes.js'
import { pushRoutes } from './investor/pushRoutes.js'
import { secondFactorRoutes } from './investor/secondFactorRoutes.js'
import { siteRoutes } from './investor/siteRoutes.js'
import { stockTradingRoutes } from './investor/stockTradingRoutes.js'
import { strongBuyRoutes } from './investor/strongBuyRoutes.js'
import { userRoutes } from './investor/userRoutes.js'
import { watchlistRoutes } from './investor/watchlistRoutes.js'
import { welfareRoutes } from './investor/welfareRoutes.js'
import { liveRoutes } from './live/liveRoutes.js'
import { auditRoutes } from './staff/auditRoutes.js'
import { contentStaffRoutes } from './staff/contentStaffRoutes.js'
import { contractNoteStaffRoutes } from './staff/contractNoteStaffRoutes.js'
import { financingStaffRoutes } from './staff/financingStaffRoutes.js'
import { fundsStaffRoutes } from './staff/fundsStaffRoutes.js'
import { helpDeskStaffRoutes } from './staff/helpDeskStaffRoutes.js'
import { identityStaffRoutes } from './staff/identityStaffRoutes.js'
import { smsOutboxRoutes } from './staff/smsOutboxRoutes.js'
import { staffAccountRoutes } from './staff/staffAccountRoutes.js'
import { staffAdminRoutes } from './staff/staffAdminRoutes.js'
import { staffProposalRoutes } from './staff/staffProposalRoutes.js'
import { staffSignInRoutes } from './staff/staffSignInRoutes.js'
import { welfareStaffRoutes } from './staff/welfareStaffRoutes.js'

/**
 * Every group of routes, registered in this order: the investor's `/prod-api` modules (`investor/`), each followed by
 * the `/staff-api` module of the same area (`staff/`), then the staff's own, then the live socket (`live/`). Add one
 * line per module.
 */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  userRoutes,
  secondFactorRoutes,
  marketRoutes,
  siteRoutes,
  newsRoutes,
  passwordRoutes,
  smsOutboxRoutes,
  contentRoutes,
  contentStaffRoutes,
  welfareRoutes,
  welfareStaffRoutes,
  helpDeskRoutes,
  helpDeskStaffRoutes,
  contractRoutes,
  watchlistRoutes,
  messageRoutes,
  stockTradingRoutes,
  alertRoutes,
  gttRoutes,
  pushRoutes,
  ipoRoutes,
  strongBuyRoutes,
  blockTradeRoutes,
  fundsRoutes,
  contractNoteRoutes,
  contractNoteStaffRoutes,
  fundsStaffRoutes,
  financingRoutes,
  financingStaffRoutes,
  paymentRoutes,
  identityRoutes,
  identityStaffRoutes,
  staffSignInRoutes,
  staffAccountRoutes,
  auditRoutes,
  staffProposalRoutes,
  staffAdminRoutes,
  // Last: @fastify/websocket wraps every route registered after it.
  liveRoutes,
]
