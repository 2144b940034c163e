import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { boll } from './boll.js'
import { dmi } from './dmi.js'
import { ema } from './ema.js'
import { kdj } from './kdj.js'
import type { KlineLike, Line } from './Line.js'
import { ma, volumeMa } from './ma.js'
import { macd } from './macd.js'
import { roc } from './roc.js'

const closes = (...values: number[]): KlineLike[] => values.map((close) => ({ close, high: close, low: close }))
const expectLine = (actual: Line, expected: (number | null)[]) => {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((value, i) => {
    if (value === null) expect(actual[i]).toBeNull()
    else expect(actual[i]).toBeCloseTo(value, 9)
  })
}

// The tiny series of docs/indicators.md.
const bars: KlineLike[] = [
  { high: 11, low: 9, close: 10 },
  { high: 12, low: 10, close: 12 },
  { high: 13, low: 11, close: 11 },
  { high: 12, low: 9, close: 9 },
  { high: 11, low: 8, close: 10 },
  { high: 14, low: 11, close: 13 },
]

describe('worked examples (hand-computed, see docs/indicators.md)', () => {
  it('MA(3) of 10, 11, 12, 13, 14 is –, –, 11, 12, 13; string input reads the same', () => {
    expectLine(ma(closes(10, 11, 12, 13, 14), 3), [null, null, 11, 12, 13])
    expectLine(ma([{ close: '10.5', high: '0', low: '0' }], 1), [10.5])
  })

  it('EMA(3), α = 2/4 = 0.5: 10; 10 + 0.5×1 = 10.5; 10.5 + 0.5×1.5 = 11.25; 12.125; 13.0625', () => {
    expectLine(ema(closes(10, 11, 12, 13, 14), 3), [10, 10.5, 11.25, 12.125, 13.0625])
  })

  it('BOLL(4, 2), population deviation: 10,12,10,12 → mid 11 ± 2×1; 12,10,12,14 → mid 12 ± 2×√2', () => {
    const b = boll(closes(10, 12, 10, 12, 14), 4, 2)
    expectLine(b.mid, [null, null, null, 11, 12])
    expectLine(b.upper, [null, null, null, 13, 12 + 2 * Math.SQRT2])
    expectLine(b.lower, [null, null, null, 9, 12 - 2 * Math.SQRT2])
  })

  it('MACD(2, 3, 2) on 10, 13, 16: EMA2 10, 12, 44/3; EMA3 10, 11.5, 13.75; DIF 0, 1/2, 11/12; DEA 0, 1/3, 13/18', () => {
    const m = macd(closes(10, 13, 16), 2, 3, 2)
    expectLine(m.dif, [0, 0.5, 11 / 12])
    expectLine(m.dea, [0, 1 / 3, 13 / 18])
    // 2 × (1/2 − 1/3) = 1/3; 2 × (33/36 − 26/36) = 7/18
    expectLine(m.histogram, [0, 1 / 3, 7 / 18])
  })

  it('KDJ(3, 3, 3): RSV 50, 100, 50, 0 → K 50, 200/3, 550/9, 1100/27', () => {
    const s = kdj(bars.slice(0, 4), 3, 3, 3)
    // RSV: (10−9)/2 = 50; (12−9)/3 = 100; (11−9)/4 = 50; (9−9)/4 = 0
    // K = 2/3 K₋₁ + 1/3 RSV from 50: 50, 200/3, 550/9, 1100/27
    expectLine(s.k, [50, 200 / 3, 550 / 9, 1100 / 27])
    // D = 2/3 D₋₁ + 1/3 K from 50: 50, 500/9, 1550/27, 4200/81
    expectLine(s.d, [50, 500 / 9, 1550 / 27, 4200 / 81])
    // J = 3K − 2D: 50, 800/9, 1850/27, 1500/81
    expectLine(s.j, [50, 800 / 9, 1850 / 27, 1500 / 81])
  })

  it('DMI(2, 2), simple sums: +DI –, –, 50, 20, 0, 300/7; ADX –, –, –, 200/3, 200/3, 75; ADXR 425/6 on the last row', () => {
    const s = dmi(bars, 2, 2)
    // TR 2, 2, 3, 3, 4; +DM 1, 1, 0, 0, 3; −DM 0, 0, 2, 1, 0 (rows 1–5)
    expectLine(s.plusDi, [null, null, 50, 20, 0, 300 / 7])
    expectLine(s.minusDi, [null, null, 0, 40, 50, 100 / 7])
    // DX 100, 100/3, 100, 50 → ADX = MA2: (100 + 100/3)/2, (100/3 + 100)/2, (100 + 50)/2
    expectLine(s.adx, [null, null, null, 200 / 3, 200 / 3, 75])
    // ADXR = (ADX + ADX two rows earlier)/2 = (75 + 200/3)/2 = 425/6
    expectLine(s.adxr, [null, null, null, null, null, 425 / 6])
  })

  it('ROC(2, 2) on 10, 12, 15, 15: (15−10)/10 = 50 %, (15−12)/12 = 25 %; MAROC 37.5', () => {
    const r = roc(closes(10, 12, 15, 15), 2, 2)
    expectLine(r.roc, [null, null, 50, 25])
    expectLine(r.maroc, [null, null, null, 37.5])
  })

  it('volume MA(5) of 100…600 is 300 then 400', () => {
    const rows = [100, 200, 300, 400, 500, 600].map((volume) => ({ close: 1, high: 1, low: 1, volume }))
    expectLine(volumeMa(rows, 5), [null, null, null, null, 300, 400])
  })

  it('default parameters: MACD(12, 26, 9) and KDJ of a flat series stay at 0 and 50', () => {
    const flat = closes(...Array.from({ length: 40 }, () => 7))
    expect(macd(flat).histogram.every((v) => v === 0)).toBe(true)
    expect(kdj(flat).k.every((v) => v === 50)).toBe(true)
  })
})

const price = fc.integer({ min: 100, max: 100_000 }).map((cents) => cents / 100)
const bar = fc.tuple(price, price, price, fc.nat(10_000)).map(([a, b, c, volume]) => {
  const [low, close, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number]
  return { low, close, high, volume }
})
const series = fc.array(bar, { minLength: 0, maxLength: 80 })
const period = fc.integer({ min: 1, max: 30 })

test.prop([series, period])('every indicator returns one value per input row', (rows, n) => {
  const length = rows.length
  for (const line of [
    ma(rows, n),
    ema(rows, n),
    volumeMa(rows, n),
    ...Object.values(boll(rows, n)),
    ...Object.values(macd(rows, n, n + 1, n)),
    ...Object.values(kdj(rows, n)),
    ...Object.values(dmi(rows, n, n)),
    ...Object.values(roc(rows, n, n)),
  ])
    expect(line).toHaveLength(length)
})

test.prop([price, fc.integer({ min: 1, max: 60 }), period])(
  'MA and EMA of a constant series are the constant',
  (c, length, n) => {
    const rows = closes(...Array.from({ length }, () => c))
    ma(rows, n).forEach((value, i) => {
      if (i < n - 1) expect(value).toBeNull()
      else expect(value).toBeCloseTo(c, 9)
    })
    for (const value of ema(rows, n)) expect(value).toBeCloseTo(c, 9)
  },
)

test.prop([series, period, fc.integer({ min: 1, max: 3 })])(
  'BOLL middle is MA; upper − mid = mid − lower ≥ 0',
  (rows, n, k) => {
    const b = boll(rows, n, k)
    expect(b.mid).toEqual(ma(rows, n))
    b.mid.forEach((mid, i) => {
      if (mid === null) return
      const up = (b.upper[i] as number) - mid
      expect(up).toBeGreaterThanOrEqual(0)
      expect(up).toBeCloseTo(mid - (b.lower[i] as number), 6)
    })
  },
)

test.prop([series])('K and D stay within 0–100; DI and ADX within 0–100', (rows) => {
  const s = kdj(rows)
  for (const value of [...s.k, ...s.d]) expect(value >= -1e-9 && value <= 100 + 1e-9).toBe(true)
  const d = dmi(rows, 3, 2)
  for (const value of [...d.plusDi, ...d.minusDi, ...d.adx, ...d.adxr])
    if (value !== null) expect(value >= -1e-9 && value <= 100 + 1e-9).toBe(true)
})

test.prop([series])('MACD histogram is twice DIF − DEA', (rows) => {
  const m = macd(rows)
  m.histogram.forEach((h, i) => {
    expect(h).toBeCloseTo(2 * ((m.dif[i] as number) - (m.dea[i] as number)), 9)
  })
})
