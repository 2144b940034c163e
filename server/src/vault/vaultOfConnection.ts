import type { SqlConnection } from '../store/SqlConnection.js'
import type { Vault } from './Vault.js'

const vaults = new WeakMap<SqlConnection, Vault>()

/** Makes `vault` the one the repositories of `db` seal and open personal data with (`openDataVault`). */
export const registerVault = (db: SqlConnection, vault: Vault): void => {
  vaults.set(db, vault)
}

/** The vault of `db`; a repository that must seal or open personal data on a connection without one throws. */
export const vaultOf = (db: SqlConnection): Vault => {
  const vault = vaults.get(db)
  if (!vault) throw new Error('no vault is open for this database (openDataVault)')
  return vault
}
