import pg from 'pg'
import { openPostgres } from '../openPostgres.js'

/** The database every test database is copied from: migrated once per test run. */
export const templateDatabase = 'bourse_template'

/** Where the test run's PostgreSQL is (set by `postgresGlobalSetup`), or `undefined` when tests run on SQLite. */
export const testPostgresUrl = (): string | undefined =>
  process.env.BOURSE_TEST_DATABASE === 'postgres' ? process.env.BOURSE_TEST_POSTGRES_URL : undefined

/** `url` with another database name. */
export const databaseUrl = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

const admin = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Creates the template database and applies every migration to it. */
export const createTemplateDatabase = async (url: string): Promise<void> => {
  await admin(url, (client) => client.query(`CREATE DATABASE ${templateDatabase}`))
  openPostgres(databaseUrl(url, templateDatabase), { changeFeed: false }).close()
}

let created = 0

/** A new, migrated database for one test server (a copy of the template), and how to drop it after. */
export const createTestDatabase = async (url: string): Promise<{ url: string; drop(): Promise<void> }> => {
  created += 1
  const name = `bourse_test_${process.pid}_${created}`
  await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`))
  return {
    url: databaseUrl(url, name),
    drop: () =>
      admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  }
}
