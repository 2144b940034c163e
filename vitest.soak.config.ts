import { defineConfig } from 'vitest/config'

/**
 * `pnpm test:soak`'s second half: the hook tests again with their servers on PostgreSQL (the server's own tests run
 * on both backends in `pnpm test`; the hooks are the same client code whichever store the server uses).
 */
export default defineConfig({
  test: {
    projects: ['react-hooks/vitest.postgres.config.ts'],
    maxWorkers: 3,
  },
})
