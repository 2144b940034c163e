import react from '@vitejs/plugin-react'
import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

export default mergeConfig(
  sourceConditions,
  defineProject({
    plugins: [react()],
    test: { name: 'web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
  }),
)
