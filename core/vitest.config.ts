import { defineProject, mergeConfig } from 'vitest/config'
import { sharedModules, sourceConditions } from '../scripts/vitestProject.js'

export default mergeConfig(
  mergeConfig(sourceConditions, sharedModules),
  defineProject({ test: { name: 'core', environment: 'node' } }),
)
