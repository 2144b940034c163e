import { notReadyReasons, readinessFactsOf } from '../../observability/readiness.js'
import { schemaVersion } from '../../store/openSqlite.js'
import type { RouteModule } from '../AppContext.js'
import { success } from '../envelope.js'

/**
 * `GET /prod-api/health`: liveness (the process answers), schema version, calendar mode, the server's clock and
 * whether this process leads (runs the market, the risk loop and the day close) — a process still waiting for the
 * leader lock, or one that lost it, says `false`; and whether its risk books are `built`, still `building` or `none` (every
 * process builds them at its start and a follower keeps them current: a hot standby).
 * `GET /prod-api/ready`: whether to send this process traffic — 503 with the reasons when the event loop lags, the
 * database does not answer or, on the leader, the market has not ticked for 5 s.
 */
/** `none` until the process starts its market (a test server never does). */
const riskBooksOf = (building: boolean | undefined) =>
  building === undefined ? 'none' : building ? 'building' : 'built'

export const healthRoutes: RouteModule = (app, context) => {
  app.get('/prod-api/health', async () =>
    success({
      service: 'bourse',
      schemaVersion: schemaVersion(context.db),
      calendar: context.config.calendar,
      time: new Date(context.now()).toISOString(),
      leading: context.observability?.readiness.ticks.leading ?? false,
      riskBooks: riskBooksOf(context.observability?.readiness.ticks.booksBuilding),
    }),
  )
  app.get('/prod-api/ready', async (_request, reply) => {
    const reasons = notReadyReasons(readinessFactsOf(context.db, context.observability?.readiness))
    if (reasons.length === 0) return success({ ready: true })
    return reply.code(503).send({ status: 1, msg: reasons.join('; '), data: { ready: false, reasons } })
  })
}
