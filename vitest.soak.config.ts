import { defineConfig } from 'vitest/config'

/**
 * `pnpm test:soak`'s second half: the hook tests and the money-area browser walks again with their servers on
 * PostgreSQL (the server's own tests run on both backends in `pnpm test`; the clients are the same code whichever
 * store the server uses, and the walks run on SQLite in `pnpm test`).
 */
export default defineConfig({
  test: {
    projects: ['react-hooks/vitest.postgres.config.ts', 'web/vitest.browser-postgres.config.ts'],
    maxWorkers: 3,
  },
})
