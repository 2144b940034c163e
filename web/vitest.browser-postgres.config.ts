import { defineProject } from 'vitest/config'
import browser from './vitest.browser.config.js'

/**
 * The browser walks through the money area, again with their servers on PostgreSQL: registration → identity →
 * card → sandbox recharge → transfer → withdrawals paid and cancelled, and financing to a split-position buy. The
 * other walks exercise the same server calls (which the server-pg and react-hooks-pg projects run on PostgreSQL)
 * and stay on SQLite, to keep the test run short.
 */
export default defineProject({
  ...browser,
  test: {
    ...browser.test,
    name: 'web-browser-pg',
    include: ['e2e/moneyWalk.test.ts', 'e2e/financing.test.ts'],
    globalSetup: ['../server/src/store/postgres/testing/postgresGlobalSetup.ts'],
    env: { BOURSE_TEST_DATABASE: 'postgres' },
  },
})
