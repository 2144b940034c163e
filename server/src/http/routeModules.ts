import type { RouteModule } from './AppContext.js'
import { healthRoutes } from './routes/healthRoutes.js'
import { userRoutes } from './routes/userRoutes.js'

/** Every group of `/prod-api` routes, registered in this order. Add one line per module. */
export const routeModules: readonly RouteModule[] = [healthRoutes, userRoutes]
