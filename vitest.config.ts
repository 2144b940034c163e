import { defineConfig } from 'vitest/config'
import { BrowserWalksSpread } from './scripts/BrowserWalksSpread.js'
import { SummaryLine } from './scripts/SummaryLine.js'

export default defineConfig({
  test: {
    projects: [
      'core',
      'react-hooks',
      'web/vitest.config.ts',
      'web/vitest.browser.config.ts',
      'cli',
      'server',
      'server/vitest.postgres.config.ts',
    ],
    // Most test time is spent waiting on the servers, browsers and PostgreSQL the tests start as processes, not in
    // the test workers: vitest's default (one worker per core but one) ran the whole suite in one worker on a 2-core
    // machine. Three workers overlap those waits. No project may turn file parallelism off: vitest runs such files
    // one at a time after everything else (the browser walks alone added minutes at the end of the run).
    maxWorkers: 3,
    sequence: { sequencer: BrowserWalksSpread },
    reporters: ['default', new SummaryLine()],
  },
})
