import type { SqlConnection } from '../store/SqlConnection.js'
import { vaultOf } from './vaultOfConnection.js'

/** What a TOTP secret is sealed to: its holder (`staff:<id>`, `user:<id>`), so a secret copied to another row does not open. */
const contextOf = (holder: string): string => `totp:${holder}`

/** Seals a holder's TOTP secret (base32 text) under the `otpSecret` class's current key. */
export const sealOtpSecret = (db: SqlConnection, holder: string, secret: string): string =>
  vaultOf(db).sealText('otpSecret', secret, contextOf(holder))

/** Opens a secret `sealOtpSecret` sealed for the same holder. */
export const openOtpSecret = (db: SqlConnection, holder: string, sealed: string): string =>
  vaultOf(db).openText(sealed, contextOf(holder))

/** Seals again under the class's current key a secret sealed under an older one (key rotation). */
export const resealOtpSecret = (db: SqlConnection, holder: string, sealed: string): string => {
  const vault = vaultOf(db)
  const label = vault.labelOf(sealed)
  if (!label || label.version === vault.currentVersion('otpSecret')) return sealed
  return sealOtpSecret(db, holder, openOtpSecret(db, holder, sealed))
}
