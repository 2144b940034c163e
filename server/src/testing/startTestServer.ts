import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readConfig, type ServerConfig } from '../config.js'
import { buildApp } from '../http/buildApp.js'
import { openSqlite, type Sqlite } from '../store/openSqlite.js'

export interface TestServer {
  readonly url: string
  readonly db: Sqlite
  readonly config: ServerConfig
  close(): Promise<void>
}

/** A real server on a random loopback port over a fresh database file in a temporary folder. */
export const startTestServer = async (env: NodeJS.ProcessEnv = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bourse-test-'))
  const config = readConfig({ BOURSE_DEMO: 'off', ...env, BOURSE_DATA_DIR: dataDir, PORT: '0' }, process.cwd())
  const db = openSqlite(join(dataDir, 'bourse.sqlite'))
  const now = config.frozenClock === undefined ? () => Date.now() : () => config.frozenClock as number
  const app = await buildApp({ config, db, now })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url,
    db,
    config,
    close: async () => {
      await app.close()
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
