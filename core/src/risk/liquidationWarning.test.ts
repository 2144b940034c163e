import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { decideWarning, neverWarned, type WarningState } from './liquidationWarning.js'

it('warns once on a day the level is reached, again on the next such day', () => {
  const first = decideWarning(neverWarned, true, '2025-03-13')
  expect(first).toEqual({ send: true, state: { lastWarningDay: '2025-03-13' } })
  expect(decideWarning(first.state, true, '2025-03-13').send).toBe(false)
  expect(decideWarning(first.state, false, '2025-03-14').send).toBe(false)
  expect(decideWarning(first.state, true, '2025-03-14')).toEqual({
    send: true,
    state: { lastWarningDay: '2025-03-14' },
  })
})

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2025-02-${String(d).padStart(2, '0')}`)
const checks = fc.array(fc.tuple(fc.boolean(), day), { maxLength: 60 }).map((list) =>
  // Risk checks come in time order, so days never go backwards.
  [...list].sort((x, y) => x[1].localeCompare(y[1])),
)

test.prop([checks])('at most one warning per day, and one on every day the level is reached', (sequence) => {
  let state: WarningState = neverWarned
  const sentOn: string[] = []
  for (const [reached, d] of sequence) {
    const decision = decideWarning(state, reached, d)
    if (decision.send) sentOn.push(d)
    state = decision.state
  }
  expect(new Set(sentOn).size).toBe(sentOn.length)
  const reachedDays = new Set(sequence.filter(([reached]) => reached).map(([, d]) => d))
  expect(new Set(sentOn)).toEqual(reachedDays)
})
