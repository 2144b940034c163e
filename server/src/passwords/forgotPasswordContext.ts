import type { ServerConfig } from '../config.js'
import { loadCodeHashKey } from '../sms/secretKey.js'
import { outboxSmsProvider } from '../sms/smsOutbox.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import type { ForgotPasswordContext } from './forgotPassword.js'

const known = new WeakMap<SqlConnection, ForgotPasswordContext>()

/**
 * The forgot-password steps' context for a server's database and clock, made once per database: the code-hash key
 * of its data folder and the SMS provider (the development outbox; a real gateway implements `SmsProvider` and is
 * chosen here).
 */
export const forgotPasswordContextOf = (server: {
  readonly db: SqlConnection
  readonly now: () => number
  readonly config: Pick<ServerConfig, 'dataDir'>
}): ForgotPasswordContext => {
  let context = known.get(server.db)
  if (context === undefined) {
    context = {
      db: server.db,
      now: server.now,
      key: loadCodeHashKey(server.config.dataDir),
      sms: outboxSmsProvider(server.db),
    }
    known.set(server.db, context)
  }
  return context
}
