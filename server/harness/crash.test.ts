import { beforeAll, describe, it } from 'vitest'
import { buildServer } from './crashRun.js'
import { crashScenario } from './crashScenario.js'

describe('reliability harness, short form', () => {
  beforeAll(buildServer, 120_000)

  it('loses and doubles nothing across ten kill -9 restarts and dropped answers', { timeout: 900_000 }, () =>
    crashScenario('crash short form', { investors: 8, kills: 10, durationMs: 30_000, dropRate: 0.05 }),
  )
})
