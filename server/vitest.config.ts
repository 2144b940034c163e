import { defineProject, mergeConfig } from 'vitest/config'
import { sharedModules, sourceConditions } from '../scripts/vitestProject.js'

// Integration tests run real servers over HTTP: their time budgets are generous so that no test depends on how fast
// (or how loaded) the machine is; speed is measured in `pnpm bench`, never asserted here.
export default mergeConfig(
  mergeConfig(sourceConditions, sharedModules),
  defineProject({ test: { name: 'server', environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 } }),
)
