import { beforeAll, describe, it } from 'vitest'
import { buildServer } from './crashRun.js'
import { crashScenario } from './crashScenario.js'
import { harnessBackend } from './harnessDatabase.js'

/**
 * On SQLite (project `server`) 10 kills in 30 s; on PostgreSQL (project `server-pg`, where each request is several
 * round trips) 5 kills in 15 s, so both short forms fit in `pnpm test`. PostgreSQL's run makes fewer requests (70–250
 * on a loaded machine), so it drops one answer in 10 rather than one in 20: some answer is always lost and asked again.
 */
const backend = harnessBackend()
const form =
  backend === 'SQLite'
    ? { investors: 8, kills: 10, durationMs: 30_000, dropRate: 0.05 }
    : { investors: 8, kills: 5, durationMs: 15_000, dropRate: 0.1 }

describe(`reliability harness, short form, on ${backend}`, () => {
  beforeAll(buildServer, 120_000)

  it(`loses and doubles nothing across ${form.kills} kill -9 restarts and dropped answers`, { timeout: 900_000 }, () =>
    crashScenario(`crash short form (${backend})`, form),
  )
})
