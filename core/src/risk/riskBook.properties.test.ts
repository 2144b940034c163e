import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { exposureOf } from './Exposure.js'
import type { RiskPosition } from './RiskPosition.js'
import { createRiskBook } from './riskBook.js'
import { riskSweep } from './riskSweep.js'

const rule = { stopPercent: R.of('0.8'), remindRatio: R.of('0.5') }
const symbols = ['A', 'B', 'C', 'D', 'E', 'F', 'G']
const position: fc.Arbitrary<RiskPosition> = fc.record({
  symbol: fc.constantFrom(...symbols),
  direction: fc.constantFrom('long' as const, 'short' as const),
  openPrice: fc.integer({ min: 100, max: 50_000 }).map((p) => P.of(M.of(p).dividedBy(100))),
  quantity: fc.integer({ min: 1, max: 20 }).map((hands) => S.of(hands * 100)),
  stayFees: fc.integer({ min: 0, max: 500 }).map((p) => M.of(p).dividedBy(100) as M.Money),
})
const change = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  available: fc.integer({ min: -10_000, max: 5_000_000 }).map((p) => M.of(p).dividedBy(100) as M.Money),
  positions: fc.array(position, { maxLength: 7 }),
})

test.prop([
  fc.array(change, { minLength: 1, maxLength: 60 }),
  fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 7, maxLength: 7 }),
])(
  'a book patched account by account (rows moved, arena compacted) holds and sweeps what a book built at once does',
  (changes, paisa) => {
    const patched = createRiskBook(rule, { compactAfter: 4 })
    const last = new Map<string, (typeof changes)[number]>()
    for (const c of changes) {
      patched.put(c.id, { available: c.available, frozen: M.zero }, exposureOf(c.positions))
      last.set(c.id, c)
    }
    const fresh = createRiskBook(rule)
    for (const [id, c] of last) fresh.put(id, { available: c.available, frozen: M.zero }, exposureOf(c.positions))
    for (const id of last.keys()) expect(patched.row(id)).toEqual(fresh.row(id))
    const pricesFor = (book: typeof fresh) =>
      Float64Array.from(book.symbols, (s) => paisa[symbols.indexOf(s)] as number)
    const sorted = (r: ReturnType<typeof riskSweep>) => ({
      liquidate: [...r.liquidate].sort(),
      warn: [...r.warn].sort(),
    })
    expect(sorted(riskSweep(patched, pricesFor(patched)))).toEqual(sorted(riskSweep(fresh, pricesFor(fresh))))
  },
)
