import { schemaVersion } from '../../store/openSqlite.js'
import type { RouteModule } from '../AppContext.js'
import { success } from '../envelope.js'

/** `GET /prod-api/health`: liveness, schema version, calendar mode and the server's clock. */
export const healthRoutes: RouteModule = (app, context) => {
  app.get('/prod-api/health', async () =>
    success({
      service: 'bourse',
      schemaVersion: schemaVersion(context.db),
      calendar: context.config.calendar,
      time: new Date(context.now()).toISOString(),
    }),
  )
}
