import webPush from 'web-push'
import type { SqlConnection } from '../store/SqlConnection.js'

/** The server's VAPID key pair: browsers subscribe with the public key; pushes are signed with the private one. */
export interface WebPushKeys {
  readonly publicKey: string
  readonly privateKey: string
}

const readKeys = (db: SqlConnection): WebPushKeys | undefined =>
  db.prepare('SELECT public_key AS "publicKey", private_key AS "privateKey" FROM web_push_keys WHERE id = 1').get() as
    | WebPushKeys
    | undefined

/**
 * The VAPID keys, generated at the first start and kept with the data (one pair for every process of a database:
 * a browser's subscription names the public key it was made with).
 */
export const webPushKeysOf = (db: SqlConnection, now: number): WebPushKeys => {
  const known = readKeys(db)
  if (known) return known
  const made = webPush.generateVAPIDKeys()
  db.prepare(
    'INSERT INTO web_push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
  ).run(made.publicKey, made.privateKey, now)
  return readKeys(db) ?? made
}
