import { defineConfig, defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../scripts/vitestProject.js'

const root = import.meta.dirname

/** One project of the long forms: the harness's `*.soak.ts` files with a summary line each (`BOURSE_SOAK`). */
const soakProject = (name: string, test: Record<string, unknown>) =>
  mergeConfig(
    sourceConditions,
    defineProject({
      test: {
        name,
        root,
        include: ['harness/soak/**/*.soak.ts'],
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
      soakProject('soak', {}),
      soakProject('soak-pg', {
        globalSetup: ['src/store/postgres/testing/postgresGlobalSetup.ts'],
        env: { BOURSE_TEST_DATABASE: 'postgres' },
        hookTimeout: 120_000,
      }),
    ],
  },
})
