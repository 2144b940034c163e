import { defineProject } from 'vitest/config'
import hooks from './vitest.config.js'

/** The hook tests again, their servers on PostgreSQL (one PostgreSQL for the run, a database per server). */
export default defineProject({
  ...hooks,
  test: {
    ...hooks.test,
    name: 'react-hooks-pg',
    globalSetup: ['../server/src/store/postgres/testing/postgresGlobalSetup.ts'],
    env: { BOURSE_TEST_DATABASE: 'postgres' },
  },
})
