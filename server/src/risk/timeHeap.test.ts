import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { createTimeHeap } from './timeHeap.js'

test.prop([
  fc.array(fc.record({ at: fc.integer({ min: 0, max: 100 }), removed: fc.boolean() })),
  fc.integer({ min: 0, max: 100 }),
])('takes exactly the items due by then, earliest first, and none removed, as a sorted scan would', (specs, now) => {
  const heap = createTimeHeap<{ at: number; removed: boolean; n: number }>()
  const items = specs.map((spec, n) => ({ at: spec.at, removed: false, n }))
  for (const item of items) heap.push(item)
  specs.forEach((spec, n) => {
    if (spec.removed) (items[n] as { removed: boolean }).removed = true
  })
  const due = heap.takeDue(now)
  const expected = items.filter((item) => item.at <= now && !item.removed).sort((a, b) => a.at - b.at)
  expect(due.map((item) => item.at)).toEqual(expected.map((item) => item.at))
  expect(new Set(due.map((item) => item.n))).toEqual(new Set(expected.map((item) => item.n)))
  expect(heap.takeDue(now)).toEqual([])
})
