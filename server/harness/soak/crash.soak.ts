import { beforeAll, describe, it } from 'vitest'
import { buildServer } from '../crashRun.js'
import { crashScenario } from '../crashScenario.js'
import { harnessBackend } from '../harnessDatabase.js'

const backend = harnessBackend()

describe(`reliability harness, long form, on ${backend}`, () => {
  beforeAll(buildServer, 120_000)

  it('loses and doubles nothing across a hundred kill -9 restarts with 50 investors', { timeout: 3_600_000 }, () =>
    crashScenario(`crash long form (${backend})`, {
      investors: 50,
      kills: 100,
      durationMs: 10 * 60_000,
      dropRate: 0.05,
    }),
  )
})
