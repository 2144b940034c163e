import { readOutbox } from '../../sms/smsOutbox.js'
import type { RouteModule } from '../AppContext.js'
import { success } from '../envelope.js'
import { staffRoute } from './staffRoute.js'

/** The development SMS outbox (support, auditor): the codes the forgot-password steps sent. */
export const smsOutboxRoutes: RouteModule = (app, context) => {
  // The outbox shows live codes, so each reading is audited like a look-up of a whole account.
  staffRoute(app, context, '/sms/outbox', ({ payload }) => success(readOutbox(context.db, payload)), {
    auditLookUp: true,
  })
}
