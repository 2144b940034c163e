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
 * PostgreSQL-only tests (`testPostgresUrl()`) run on PostgreSQL: one server process for the run (`postgresGlobalSetup`), one database per test server. Files that open
 * SQLite files themselves test SQLite and stay in the `server` project only.
 */
const integrationTests = testFiles(join(root, 'src'))
  .filter((file) => {
    const text = readFileSync(file, 'utf8')
    return (text.includes('startTestServer(') || text.includes('testPostgresUrl()')) && !text.includes('openSqlite(')
  })
  .map((file) => relative(root, file))

export default mergeConfig(
  mergeConfig(sourceConditions, sharedModules),
  defineProject({
    test: {
      name: 'server-pg',
      environment: 'node',
      include: [...integrationTests, 'harness/*.test.ts'],
      globalSetup: ['src/store/postgres/testing/postgresGlobalSetup.ts'],
      env: { BOURSE_TEST_DATABASE: 'postgres' },
      // Each answer from PostgreSQL is a round trip (SQLite's are calls in the process): a test server's start and
      // the market's bulk writes take longer.
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
)
