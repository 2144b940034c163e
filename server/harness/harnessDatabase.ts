import { join } from 'node:path'
import { openSqlite } from '../src/store/openSqlite.js'
import { openPostgres } from '../src/store/postgres/openPostgres.js'
import { createTestDatabase, testPostgresUrl } from '../src/store/postgres/testing/testDatabases.js'
import type { SqlConnection } from '../src/store/SqlConnection.js'
import { withDataVault } from '../src/vault/openDataVault.js'

/** The database a harness run stores into: a SQLite file in the run's folder, or a PostgreSQL database of its own. */
export interface HarnessDatabase {
  readonly backend: 'SQLite' | 'PostgreSQL'
  /** What a server process needs besides `BOURSE_DATA_DIR` to open this database (`BOURSE_DATABASE_URL` or nothing). */
  readonly env: Readonly<Record<string, string>>
  /** A connection of the test's own, for setting up before the server starts and for the checks after it stopped. */
  open(): SqlConnection
  /** Drops the PostgreSQL database (the SQLite file goes with the run's folder). */
  drop(): Promise<void>
}

/** Which database this test run uses: PostgreSQL in the `server-pg` and `soak-pg` projects, else SQLite. */
export const harnessBackend = (): HarnessDatabase['backend'] =>
  testPostgresUrl() === undefined ? 'SQLite' : 'PostgreSQL'

/**
 * A fresh database for one harness run: `bourse.sqlite` in `dataDir`, or — when the run is on PostgreSQL
 * (`BOURSE_TEST_DATABASE=postgres`) — a new database copied from the run's migrated template.
 */
export const harnessDatabase = async (dataDir: string): Promise<HarnessDatabase> => {
  const url = testPostgresUrl()
  if (url === undefined) {
    return {
      backend: 'SQLite',
      env: {},
      open: () => withDataVault(openSqlite(join(dataDir, 'bourse.sqlite')), dataDir),
      drop: async () => {},
    }
  }
  const database = await createTestDatabase(url)
  return {
    backend: 'PostgreSQL',
    env: { BOURSE_DATABASE_URL: database.url },
    open: () => withDataVault(openPostgres(database.url), dataDir),
    drop: () => database.drop(),
  }
}
