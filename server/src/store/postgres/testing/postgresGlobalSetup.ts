import { startLocalPostgres } from './localPostgres.js'
import { createTemplateDatabase } from './testDatabases.js'

/**
 * vitest `globalSetup` of the `server-pg` project: one PostgreSQL for the whole run, a migrated template database,
 * and the address in `BOURSE_TEST_POSTGRES_URL` for `startTestServer` (which copies the template per test server).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const postgres = await startLocalPostgres()
  await createTemplateDatabase(postgres.url)
  process.env.BOURSE_TEST_POSTGRES_URL = postgres.url
  return () => postgres.stop()
}
