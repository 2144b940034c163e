import { helpDeskRoutes } from '../helpDesk/helpDeskRoutes.js'
import type { RouteModule } from './AppContext.js'
import { blockTradeRoutes } from './routes/blockTradeRoutes.js'
import { contentRoutes } from './routes/contentRoutes.js'
import { contractRoutes } from './routes/contractRoutes.js'
import { financingRoutes } from './routes/financingRoutes.js'
import { fundsRoutes } from './routes/fundsRoutes.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { identityRoutes } from './routes/identityRoutes.js'
import { ipoRoutes } from './routes/ipoRoutes.js'
import { marketRoutes } from './routes/marketRoutes.js'
import { messageRoutes } from './routes/messageRoutes.js'
import { newsRoutes } from './routes/newsRoutes.js'
import { passwordRoutes } from './routes/passwordRoutes.js'
import { paymentRoutes } from './routes/paymentRoutes.js'
import { siteRoutes } from './routes/siteRoutes.js'
import { staffAccountRoutes } from './routes/staffAccountRoutes.js'
import { staffAdminRoutes } from './routes/staffAdminRoutes.js'
import { staffSignInRoutes } from './routes/staffSignInRoutes.js'
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
  staffAdminRoutes,
]
