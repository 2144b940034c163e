import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.js'
import type { DocumentsService } from '../documents/openDocuments.js'
import type { MarketService } from '../market/MarketService.js'
import type { Observability } from '../observability/Observability.js'
import type { SqlConnection } from '../store/SqlConnection.js'

/** What every route module receives: settings, the database and the clock (frozen in tests). */
export interface AppContext {
  readonly config: ServerConfig
  readonly db: SqlConnection
  readonly now: () => number
  /** The simulated market (quotes, limits, ticks); absent only in bare route tests. */
  readonly market?: MarketService
  /** Metrics and readiness facts (`openBourse`); absent only in bare route tests. */
  readonly observability?: Observability
  /** Contract notes and statements (`openBourse`); absent only in bare route tests. */
  readonly documents?: DocumentsService
}

/** One group of `/prod-api` routes; `http/routeModules.ts` lists them all. */
export type RouteModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>
