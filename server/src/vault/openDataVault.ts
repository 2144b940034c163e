import type { SqlConnection } from '../store/SqlConnection.js'
import { loadMasterKey, type MasterKey } from './masterKey.js'
import { openVault, type Vault } from './Vault.js'
import { storedKeys } from './vaultKeys.js'
import { registerVault } from './vaultOfConnection.js'

/**
 * Opens the vault of a server's database with its master key (`BOURSE_MASTER_KEY`, else the data folder's key file)
 * and registers it for the connection's repositories. A wrong or exposed key throws `MasterKeyError` before anything
 * is written. `firstOpen`: the database had no keys yet (a new database, or one from before the vault, whose
 * personal data `sealClearData` then seals).
 */
export const openDataVault = (
  db: SqlConnection,
  masterKeyText: string | undefined,
  dataDir: string,
  now: number,
): { readonly vault: Vault; readonly masterKey: Omit<MasterKey, 'key'>; readonly firstOpen: boolean } => {
  const { key, ...source } = loadMasterKey(masterKeyText, dataDir)
  const firstOpen = storedKeys(db).length === 0
  const vault = openVault(db, key, now)
  registerVault(db, vault)
  return { vault, masterKey: source, firstOpen }
}

/**
 * `db` with the vault of `dataDir`'s master key opened on it: for the bench and the harness, which seed a database
 * before the server processes that share that data folder start.
 */
export const withDataVault = <Connection extends SqlConnection>(db: Connection, dataDir: string): Connection => {
  openDataVault(db, process.env.BOURSE_MASTER_KEY, dataDir, Date.now())
  return db
}
