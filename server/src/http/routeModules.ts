import type { RouteModule } from './AppContext.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { marketRoutes } from './routes/marketRoutes.js'
import { newsRoutes } from './routes/newsRoutes.js'
import { siteRoutes } from './routes/siteRoutes.js'
import { userRoutes } from './routes/userRoutes.js'

/** Every group of `/prod-api` routes, registered in this order. Add one line per module. */
export const routeModules: readonly RouteModule[] = [healthRoutes, userRoutes, marketRoutes, siteRoutes, newsRoutes]
