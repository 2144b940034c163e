import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

export default mergeConfig(sourceConditions, defineProject({ test: { name: 'server', environment: 'node' } }))
