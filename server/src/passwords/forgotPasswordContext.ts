import type { AppContext } from '../http/AppContext.js'
import { loadCodeHashKey } from '../sms/secretKey.js'
import { outboxSmsProvider } from '../sms/smsOutbox.js'
import type { ForgotPasswordContext } from './forgotPassword.js'

const known = new WeakMap<AppContext['db'], ForgotPasswordContext>()

/**
 * The forgot-password steps' context for an app, made once per database: the code-hash key of its data folder and
 * the SMS provider (the development outbox; a real gateway implements `SmsProvider` and is chosen here).
 */
export const forgotPasswordContextOf = (app: AppContext): ForgotPasswordContext => {
  let context = known.get(app.db)
  if (context === undefined) {
    context = { app, key: loadCodeHashKey(app.config.dataDir), sms: outboxSmsProvider(app.db) }
    known.set(app.db, context)
  }
  return context
}
