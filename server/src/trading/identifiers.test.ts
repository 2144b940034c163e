import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newPositionSn } from './identifiers.js'

// 2020-01-01 to 2040-01-01: any second a position may be opened in.
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })

describe('newPositionSn', () => {
  it('names the second it was opened in (UTC) and six digits', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const sn = newPositionSn(now)
        const at = new Date(Math.floor(now / 1000) * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
        expect(sn).toMatch(/^S\d{20}$/)
        expect(sn.slice(1, 15)).toBe(at)
      }),
    )
  })

  it('never issues the same number twice in a process as its clock goes on, however many orders share a second', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 3000 }), (now, orders) => {
        const numbers = Array.from({ length: orders }, (_, i) => newPositionSn(now + Math.floor(i / 3)))
        expect(new Set(numbers).size).toBe(orders)
      }),
      { numRuns: 20 },
    )
  })
})
