import { defineProject } from 'vitest/config'

/** Real headless Chromium against the real server; needs `pnpm build` first (the test command does it). */
export default defineProject({
  test: {
    name: 'web-browser',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
