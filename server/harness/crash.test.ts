import { beforeAll, describe, it } from 'vitest'
import { buildServer } from './crashRun.js'
import { crashScenario } from './crashScenario.js'
import { harnessBackend } from './harnessDatabase.js'

/**
 * 5 kills in 15 s on each backend (the long form, `harness/soak/crash.soak.ts`, runs in `pnpm test:soak`), dropping
 * one answer in 10, so some answer is always lost and asked again. The same short form on SQLite (project `server`)
 * and on PostgreSQL (project `server-pg`), so both fit in `pnpm test`.
 */
const backend = harnessBackend()
const form = { investors: 8, kills: 5, durationMs: 15_000, dropRate: 0.1 }

describe(`reliability harness, short form, on ${backend}`, () => {
  beforeAll(buildServer, 120_000)

  it(`loses and doubles nothing across ${form.kills} kill -9 restarts and dropped answers`, { timeout: 900_000 }, () =>
    crashScenario(`crash short form (${backend})`, form),
  )
})
