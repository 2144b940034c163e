import { startLocalPostgres } from './localPostgres.js'
import { createTemplateDatabase } from './testDatabases.js'

/**
 * vitest `globalSetup` of the PostgreSQL projects (`server-pg`, `react-hooks-pg`, `web-browser-pg`): one PostgreSQL
 * for the whole run, a migrated template database, and the address in `BOURSE_TEST_POSTGRES_URL` for
 * `startTestServer` and `spawnServer` (which copy the template per server). The projects' setups run one after
 * another in the same process: the first starts it, the others find it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.BOURSE_TEST_POSTGRES_URL !== undefined) return async () => {}
  const postgres = await startLocalPostgres()
  await createTemplateDatabase(postgres.url)
  process.env.BOURSE_TEST_POSTGRES_URL = postgres.url
  return () => postgres.stop()
}
