import { defineConfig } from 'vitest/config'
import { SummaryLine } from './scripts/SummaryLine.js'

export default defineConfig({
  test: {
    projects: [
      'core',
      'react-hooks',
      'react-hooks/vitest.postgres.config.ts',
      'web/vitest.config.ts',
      'web/vitest.browser.config.ts',
      'web/vitest.browser-postgres.config.ts',
      'cli',
      'server',
      'server/vitest.postgres.config.ts',
    ],
    reporters: ['default', new SummaryLine()],
  },
})
