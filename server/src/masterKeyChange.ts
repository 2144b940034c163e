import { randomBytes } from 'node:crypto'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readConfig } from './config.js'
import { openSqlite } from './store/openSqlite.js'
import { openPostgres } from './store/postgres/openPostgres.js'
import { decodeMasterKey, loadMasterKey, MasterKeyError, masterKeyFileOf } from './vault/masterKey.js'
import { openVault } from './vault/Vault.js'

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8').trim()
}

/** Writes the new key file beside the old one and renames it over it: never a moment without a whole key file. */
const replaceKeyFile = (file: string, key: Buffer): void => {
  const next = `${file}.next`
  rmSync(next, { force: true })
  writeFileSync(next, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 })
  renameSync(next, file)
}

/**
 * `node server/dist/masterKeyChange.js` with the new master key on standard input (base64 or hex; `--generate` makes
 * one): wraps every data key of the configured database under the new master key, in one transaction, with every
 * server of that database stopped. A key file (`BOURSE_DATA_DIR/master.key`) is replaced by the new key; a key from
 * `BOURSE_MASTER_KEY` is the operator's to replace in the secret store before the next start.
 */
const main = async (): Promise<number> => {
  const config = readConfig(process.env, process.cwd())
  const current = loadMasterKey(config.masterKey, config.dataDir)
  const next = process.argv.includes('--generate')
    ? randomBytes(32)
    : decodeMasterKey(await readStdin(), 'the new master key (standard input)')
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(join(config.dataDir, 'bourse.sqlite'))
  try {
    openVault(db, current.key, Date.now()).rewrap(next)
  } finally {
    db.close()
  }
  if (current.source === 'BOURSE_MASTER_KEY') {
    process.stdout.write('rewrapped every data key: set BOURSE_MASTER_KEY to the new key before the next start\n')
    if (process.argv.includes('--generate')) process.stdout.write(`new key: ${next.toString('base64')}\n`)
  } else {
    replaceKeyFile(masterKeyFileOf(config.dataDir), next)
    process.stdout.write(`rewrapped every data key: ${masterKeyFileOf(config.dataDir)} holds the new key\n`)
  }
  return 0
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`refused: ${error instanceof MasterKeyError ? error.message : String(error)}\n`)
  return 1
})
