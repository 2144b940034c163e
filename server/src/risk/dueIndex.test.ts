import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { createDueIndex } from './dueIndex.js'

it('answers the keys due by a time, earliest first, and forgets a key set to never', () => {
  const due = createDueIndex<string>()
  due.set('fee', 2_000)
  due.set('expiry', 1_000)
  due.set('later', 5_000)
  expect(due.dueBy(999)).toEqual([])
  expect(due.dueBy(2_000)).toEqual(['expiry', 'fee'])
  due.set('expiry', Number.POSITIVE_INFINITY)
  due.set('fee', 6_000)
  expect(due.dueBy(5_000)).toEqual(['later'])
  expect(due.size).toBe(2)
})

test.prop([
  fc.array(
    fc.record({
      key: fc.integer({ min: 1, max: 12 }),
      at: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    }),
    { maxLength: 80 },
  ),
  fc.integer({ min: -1, max: 21 }),
])('holds what a plain map of the last time set per key holds', (changes, now) => {
  const due = createDueIndex<number>()
  const model = new Map<number, number>()
  for (const { key, at } of changes) {
    due.set(key, at)
    if (at === undefined) model.delete(key)
    else model.set(key, at)
  }
  const answered = due.dueBy(now)
  const times = answered.map((key) => model.get(key) as number)
  expect(times).toEqual([...times].sort((a, b) => a - b))
  expect([...answered].sort()).toEqual(
    [...model]
      .filter(([, at]) => at <= now)
      .map(([key]) => key)
      .sort(),
  )
  expect(due.size).toBe(model.size)
})
