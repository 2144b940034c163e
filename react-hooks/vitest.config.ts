import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

// Tests talk to a real server on another port; the browser's same-origin rule would refuse it there (the web app
// is served by that server, so it never meets the rule).
export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'react-hooks',
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
      // Real servers over HTTP: budgets wide enough that a slow or busy machine does not fail a test.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
)
