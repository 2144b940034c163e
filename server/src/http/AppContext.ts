import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.js'
import type { Sqlite } from '../store/openSqlite.js'

/** What every route module receives: settings, the database and the clock (frozen in tests). */
export interface AppContext {
  readonly config: ServerConfig
  readonly db: Sqlite
  readonly now: () => number
}

/** One group of `/prod-api` routes; `http/routeModules.ts` lists them all. */
export type RouteModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>
