import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerConfig } from '../config.js'

/** Where a generated secret is kept: readable by the server's user only. */
export const paymentSecretFile = (dataDir: string): string => join(dataDir, 'payment-secret')

/**
 * The secret payment notifications are signed with: `BOURSE_PAYMENT_SECRET` when given; else the one generated into
 * the data folder at first start (32 random bytes, hex, file mode 0600) and read back at every later start, so a
 * restart keeps accepting notifications signed before it.
 */
export const paymentSecretOf = (config: Pick<ServerConfig, 'dataDir' | 'paymentSecret'>): string => {
  if (config.paymentSecret !== undefined) return config.paymentSecret
  const file = paymentSecretFile(config.dataDir)
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
