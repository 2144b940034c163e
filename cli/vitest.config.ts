import { defineProject, mergeConfig } from 'vitest/config'
import { sharedModules, sourceConditions } from '../scripts/vitestProject.js'

// The integration tests run the built CLI as processes against a real server: seconds per test on a busy machine.
export default mergeConfig(
  mergeConfig(sourceConditions, sharedModules),
  defineProject({ test: { name: 'cli', environment: 'node', testTimeout: 120_000, hookTimeout: 300_000 } }),
)
