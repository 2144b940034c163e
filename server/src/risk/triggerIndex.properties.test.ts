import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { type BookField, createTriggerIndex, type WatchTrigger } from './triggerIndex.js'

const fieldOf = fc.constantFrom('nowPrice' as const, 'dayChangePercent' as const, 'volume' as const)

/** Random alerts and GTT legs on one code: a field, a side, a level, and a day from which each is armed. */
const watches = fc.array(
  fc.record({
    kind: fc.constantFrom('alert' as const, 'gttLeg' as const),
    field: fieldOf,
    side: fc.constantFrom('rise' as const, 'fall' as const),
    level: fc.integer({ min: 0, max: 400 }),
    armedFrom: fc.constantFrom(0, 0, 0, 5),
  }),
  { maxLength: 60 },
)

/** A path of ticks whose figures move by any amount, gaps included. */
const path = fc.array(
  fc.record({
    nowPrice: fc.integer({ min: 0, max: 400 }),
    dayChangePercent: fc.integer({ min: 0, max: 400 }),
    volume: fc.integer({ min: 0, max: 400 }),
  }),
  { minLength: 1, maxLength: 30 },
)

const holds = (trigger: WatchTrigger, figures: Readonly<Record<BookField, number>>) =>
  trigger.side === 'rise' ? figures[trigger.field] >= trigger.level : figures[trigger.field] <= trigger.level

describe('the trigger book against a brute-force scan', () => {
  test.prop([watches, path])(
    'fires at each tick exactly what a scan of every unfired, armed trigger finds, each once',
    (specs, ticks) => {
      const index = createTriggerIndex()
      const all = new Map<string, WatchTrigger>(
        specs.map((spec, n) => [
          `w:${n}`,
          { ...spec, ref: String(n), code: 'C', expiresAt: 1_000 } satisfies WatchTrigger,
        ]),
      )
      const remaining = new Map(all)
      index.replaceWatches(1, new Map(remaining), 0)
      ticks.forEach((figures, at) => {
        const fired = index
          .crossedBy('C', (field) => figures[field], at)
          .map(({ trigger }) => trigger.ref)
          .sort()
        const scanned = [...remaining.values()]
          .filter((trigger) => trigger.armedFrom <= at && holds(trigger, figures))
          .map((trigger) => trigger.ref)
          .sort()
        expect(fired).toEqual(scanned)
        // What fired is spent, as the risk loop spends it: the owner's triggers are replaced without it.
        for (const ref of fired) remaining.delete(`w:${ref}`)
        index.replaceWatches(1, new Map(remaining), at)
      })
      expect(index.size).toBe(remaining.size)
    },
  )

  test.prop([
    fc.integer({ min: 100, max: 300 }),
    fc.integer({ min: 1, max: 90 }),
    fc.integer({ min: 1, max: 90 }),
    path,
  ])(
    'an OCO’s legs sit on both sides of the price: no tick crosses both, and the first to fire spends the other',
    (price, up, down, ticks) => {
      const index = createTriggerIndex()
      const leg = (n: number, side: 'rise' | 'fall', level: number): WatchTrigger => ({
        kind: 'gttLeg',
        ref: 'G1',
        leg: n,
        code: 'C',
        field: 'nowPrice',
        side,
        level,
        armedFrom: 0,
        expiresAt: 1_000,
      })
      const legs = new Map([
        ['g:1:0', leg(0, 'rise', price + up)],
        ['g:1:1', leg(1, 'fall', price - down)],
      ])
      index.replaceWatches(1, legs, 0)
      let fired = 0
      ticks.forEach((figures, at) => {
        const crossed = index.crossedBy('C', (field) => figures[field], at)
        expect(crossed.length).toBeLessThanOrEqual(1)
        if (crossed.length > 0) {
          fired += 1
          index.replaceWatches(1, new Map(), at)
        }
      })
      expect(fired).toBeLessThanOrEqual(1)
    },
  )
})
