import { defineConfig } from 'vitest/config'

/**
 * `pnpm test:soak`'s second half, on PostgreSQL what `pnpm test` runs on SQLite only: the server's integration tests
 * outside the store, money and concurrency (`server-pg-rest`), the hook tests, and the money-area browser walks. The
 * clients are the same code whichever store the server uses.
 */
export default defineConfig({
  test: {
    projects: [
      'server/vitest.postgres-rest.config.ts',
      'react-hooks/vitest.postgres.config.ts',
      'web/vitest.browser-postgres.config.ts',
    ],
    maxWorkers: 3,
  },
})
