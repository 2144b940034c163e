import { type KlineLike, type Line, toNumber } from './Line.js'
import { movingAverage } from './movingAverage.js'

/** Directional movement lines: +DI, −DI, ADX and ADXR, each 0–100. */
export interface Dmi {
  readonly plusDi: Line
  readonly minusDi: Line
  readonly adx: Line
  readonly adxr: Line
}

const sumOf = (values: readonly (number | null)[], i: number, n: number): number | null => {
  if (i - n + 1 < 0) return null
  let sum = 0
  for (let j = i - n + 1; j <= i; j++) {
    const value = values[j]
    if (value === null || value === undefined) return null
    sum += value
  }
  return sum
}

/**
 * DMI(n = 14, m = 6) with simple n-row sums (the 通达信 formula, not Wilder's smoothing):
 * +DI = Σ+DM ÷ ΣTR × 100, DX = |+DI − −DI| ÷ (+DI + −DI) × 100, ADX = MA(DX, m), ADXR = (ADX + ADX m rows ago) ÷ 2.
 * TR and DM need the previous row, so +DI starts on row n (0-based). Example: ΣTR 5, Σ+DM 1, Σ−DM 2 → +DI 20, −DI 40, DX 33.33.
 */
export const dmi = (rows: readonly KlineLike[], n = 14, m = 6): Dmi => {
  const tr: (number | null)[] = [null]
  const plusDm: (number | null)[] = [null]
  const minusDm: (number | null)[] = [null]
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] as KlineLike
    const previous = rows[i - 1] as KlineLike
    const [high, low, previousClose] = [toNumber(row.high), toNumber(row.low), toNumber(previous.close)]
    tr.push(Math.max(high - low, Math.abs(high - previousClose), Math.abs(low - previousClose)))
    const up = high - toNumber(previous.high)
    const down = toNumber(previous.low) - low
    plusDm.push(up > down && up > 0 ? up : 0)
    minusDm.push(down > up && down > 0 ? down : 0)
  }
  const plusDi: (number | null)[] = []
  const minusDi: (number | null)[] = []
  const dx: (number | null)[] = []
  rows.forEach((_, i) => {
    const range = sumOf(tr, i, n)
    const plus = sumOf(plusDm, i, n)
    const minus = sumOf(minusDm, i, n)
    if (range === null || plus === null || minus === null) {
      plusDi.push(null)
      minusDi.push(null)
      dx.push(null)
      return
    }
    const p = range === 0 ? 0 : (plus / range) * 100
    const q = range === 0 ? 0 : (minus / range) * 100
    plusDi.push(p)
    minusDi.push(q)
    dx.push(p + q === 0 ? 0 : (Math.abs(p - q) / (p + q)) * 100)
  })
  const adx = movingAverage(dx, m)
  const adxr = adx.map((value, i) => {
    const earlier = i >= m ? adx[i - m] : null
    return value === null || earlier === null || earlier === undefined ? null : (value + earlier) / 2
  })
  return { plusDi, minusDi, adx, adxr }
}
