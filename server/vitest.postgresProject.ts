import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedModules, sourceConditions } from '../scripts/vitestProject.js'

const root = import.meta.dirname

const testFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })

/**
 * The server's integration tests — every test file that starts a server with `startTestServer` — and the
 * PostgreSQL-only tests (`testPostgresUrl()`). Files that open SQLite files themselves test SQLite and stay in the
 * `server` project only.
 */
const integrationTests = testFiles(join(root, 'src'))
  .filter((file) => {
    const text = readFileSync(file, 'utf8')
    return (text.includes('startTestServer(') || text.includes('testPostgresUrl()')) && !text.includes('openSqlite(')
  })
  .map((file) => relative(root, file))

/**
 * What `pnpm test` runs on PostgreSQL besides the harness: the store, money and concurrency — the store's own code,
 * processes sharing one database (leadership, hand-overs, the change feed), the audit's proofs, the risk loop, the
 * money stories end to end. The rest runs on PostgreSQL in `pnpm test:soak` (`vitest.postgres-rest.config.ts`);
 * both halves run on SQLite in `pnpm test`.
 */
const storeMoneyAndConcurrency =
  /^src\/(store|multiProcess|leadership|live|audit|risk|funds|payments)\/|\.story\.test\.ts$/

export const postgresInShortForm = [
  ...integrationTests.filter((file) => storeMoneyAndConcurrency.test(file)),
  'harness/*.test.ts',
]
export const postgresInLongForm = integrationTests.filter((file) => !storeMoneyAndConcurrency.test(file))

/** A project running `include` on PostgreSQL: one server process for the run, one database per test server. */
export const postgresProject = (name: string, include: readonly string[]) =>
  mergeConfig(
    mergeConfig(sourceConditions, sharedModules),
    defineProject({
      test: {
        name,
        root,
        environment: 'node',
        include: [...include],
        globalSetup: ['src/store/postgres/testing/postgresGlobalSetup.ts'],
        env: { BOURSE_TEST_DATABASE: 'postgres' },
        // Each answer from PostgreSQL is a round trip (SQLite's are calls in the process): a test server's start and
        // the market's bulk writes take longer.
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    }),
  )
