import { createRequire } from 'node:module'
import { resolve } from 'node:path'

/** A database a spawned server runs on: the environment that selects it, and how to remove it after. */
export interface TestDatabase {
  readonly env: NodeJS.ProcessEnv
  drop(): Promise<void>
}

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> }
type Pg = { Client: new (options: { connectionString: string }) => PgClient }

// The server's own PostgreSQL driver: client packages' tests reach PostgreSQL only through the server they spawn.
const pg = (): Pg => createRequire(resolve(import.meta.dirname, '../../server/package.json'))('pg') as Pg

const onAdmin = async (url: string, sql: string): Promise<void> => {
  const client = new (pg().Client)({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

let created = 0

/**
 * SQLite in the server's data folder by default; in a PostgreSQL project of the test run (`BOURSE_TEST_DATABASE`
 * = postgres, the run's PostgreSQL in `BOURSE_TEST_POSTGRES_URL` from the server's `postgresGlobalSetup`) a new
 * database copied from the migrated template, dropped when the server stops.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const admin = process.env.BOURSE_TEST_DATABASE === 'postgres' ? process.env.BOURSE_TEST_POSTGRES_URL : undefined
  if (admin === undefined) return { env: {}, drop: async () => {} }
  created += 1
  const name = `bourse_spawned_${process.pid}_${created}`
  await onAdmin(admin, `CREATE DATABASE ${name} TEMPLATE bourse_template`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    env: { BOURSE_DATABASE_URL: url.toString() },
    drop: () => onAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}
