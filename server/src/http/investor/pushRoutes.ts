import { domainError } from '@bourse/core'
import { isPushEndpoint } from '../../notifications/pushEndpoint.js'
import { removePushSubscription, savePushSubscription } from '../../notifications/pushSubscriptions.js'
import { webPushKeysOf } from '../../notifications/webPushKeys.js'
import type { RouteModule } from '../AppContext.js'
import { refusalOf, success } from '../envelope.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userCommandRoute } from './userCommandRoute.js'

/**
 * Web Push (issue 30): the server's VAPID public key for the browser's subscription, and the subscription itself,
 * kept per browser with the language its notices are written in; the app forgets it at sign-out.
 */
export const pushRoutes: RouteModule = (app, context) => {
  const { db } = context

  endpointRoute(app, '/api/push/publicKey.do', () => success({ publicKey: webPushKeysOf(db, context.now()).publicKey }))

  userCommandRoute(app, context, '/user/push/subscribe.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    if (!isPushEndpoint(payload.endpoint, context.config.push.loopbackEndpoints))
      return refusalOf(domainError('apiInvalidField', { field: 'endpoint' }), language)
    return inTransaction(() => {
      savePushSubscription(
        db,
        {
          endpoint: payload.endpoint,
          userId: user.userId,
          p256dh: payload.p256dh,
          auth: payload.auth,
          language: payload.language ?? language,
        },
        context.now(),
      )
      return success(null)
    })
  })

  userCommandRoute(app, context, '/user/push/unsubscribe.do', ({ payload, user, inTransaction }) =>
    inTransaction(() => {
      removePushSubscription(db, user.userId, payload.endpoint)
      return success(null)
    }),
  )
}
