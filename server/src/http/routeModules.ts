import { auditRoutes } from '../audit/auditRoutes.js'
import { helpDeskRoutes } from '../helpDesk/helpDeskRoutes.js'
import { identityRoutes } from '../identity/identityRoutes.js'
import { healthRoutes } from '../observability/healthRoutes.js'
import { paymentRoutes } from '../payments/paymentRoutes.js'
import { staffAccountRoutes } from '../staff/staffAccountRoutes.js'
import { staffAdminRoutes } from '../staff/staffAdminRoutes.js'
import { staffSignInRoutes } from '../staff/staffSignInRoutes.js'
import type { RouteModule } from './AppContext.js'
import { blockTradeRoutes } from './routes/blockTradeRoutes.js'
import { contentRoutes } from './routes/contentRoutes.js'
import { contractRoutes } from './routes/contractRoutes.js'
import { financingRoutes } from './routes/financingRoutes.js'
import { fundsRoutes } from './routes/fundsRoutes.js'
import { ipoRoutes } from './routes/ipoRoutes.js'
import { marketRoutes } from './routes/marketRoutes.js'
import { messageRoutes } from './routes/messageRoutes.js'
import { newsRoutes } from './routes/newsRoutes.js'
import { passwordRoutes } from './routes/passwordRoutes.js'
import { siteRoutes } from './routes/siteRoutes.js'
import { stockTradingRoutes } from './routes/stockTradingRoutes.js'
import { strongBuyRoutes } from './routes/strongBuyRoutes.js'
import { userRoutes } from './routes/userRoutes.js'
import { watchlistRoutes } from './routes/watchlistRoutes.js'
import { welfareRoutes } from './routes/welfareRoutes.js'

/** Every group of `/prod-api` routes, registered in this order. Add one line per module. */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  userRoutes,
  marketRoutes,
  siteRoutes,
  newsRoutes,
  passwordRoutes,
  contentRoutes,
  welfareRoutes,
  helpDeskRoutes,
  contractRoutes,
  watchlistRoutes,
  messageRoutes,
  stockTradingRoutes,
  ipoRoutes,
  strongBuyRoutes,
  blockTradeRoutes,
  fundsRoutes,
  financingRoutes,
  paymentRoutes,
  identityRoutes,
  staffSignInRoutes,
  staffAccountRoutes,
  auditRoutes,
  staffAdminRoutes,
]
