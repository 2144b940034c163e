import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

/** `pnpm test:soak`: the long forms of the reliability harness (about 30 minutes), one file at a time. */
export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      name: 'soak',
      root: import.meta.dirname,
      include: ['harness/soak/**/*.soak.ts'],
      environment: 'node',
      fileParallelism: false,
      env: { BOURSE_SOAK: '1' },
    },
  }),
)
