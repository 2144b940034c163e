import { defineConfig, defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

const root = import.meta.dirname
/** Tests that pick a few of their cases unless `BOURSE_SOAK` is set; the document run's is on SQLite only. */
const longForms = ['harness/triggerFiring.test.ts']
const sqliteLongForms = ['src/documents/documentRecovery.story.test.ts']

/**
 * One project of the long forms (`BOURSE_SOAK`): the harness's `*.soak.ts` files with a summary line each, and the
 * tests whose short form runs in `pnpm test` (`casesOf` / `longForm` in `src/testing/longForm.ts`) in full.
 */
const soakProject = (name: string, include: readonly string[], test: Record<string, unknown>) =>
  mergeConfig(
    sourceConditions,
    defineProject({
      test: {
        name,
        root,
        include: ['harness/soak/**/*.soak.ts', ...include],
        environment: 'node',
        ...test,
        env: { BOURSE_SOAK: '1', ...(test.env as Record<string, string> | undefined) },
      },
    }),
  )

/**
 * `pnpm test:soak`: the long forms of the reliability harness, one file at a time, on SQLite (project `soak`) and on
 * PostgreSQL (project `soak-pg`: a local PostgreSQL for the run, as in `server-pg`). `--project soak-pg` runs one.
 */
export default defineConfig({
  test: {
    root,
    fileParallelism: false,
    projects: [
      soakProject('soak', [...longForms, ...sqliteLongForms], {}),
      soakProject('soak-pg', longForms, {
        globalSetup: ['src/store/postgres/testing/postgresGlobalSetup.ts'],
        env: { BOURSE_TEST_DATABASE: 'postgres' },
        hookTimeout: 120_000,
      }),
    ],
  },
})
