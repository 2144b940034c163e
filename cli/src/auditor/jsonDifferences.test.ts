import { describe, expect, it } from 'vitest'
import { jsonDifferences } from './jsonDifferences.js'

describe('jsonDifferences', () => {
  it('names each differing leaf by its path, decimals by their text, keys in any order', () => {
    const stored = { position: { margin: { $dec: '1055.01' }, shares: 100, sn: 'S1' }, reason: 'owner' }
    const recomputed = { reason: 'owner', position: { sn: 'S1', shares: 100, margin: { $dec: '1055.00' } } }
    expect(jsonDifferences(stored, recomputed)).toEqual([
      { path: 'position.margin', stored: '1055.01', recomputed: '1055.00' },
    ])
  })

  it('names a field present on one side only, and a branch met by a leaf', () => {
    expect(jsonDifferences({ a: 1, b: { c: 2 } }, { b: 3, d: 'x' })).toEqual([
      { path: 'a', stored: '1', recomputed: '-' },
      { path: 'b', stored: '{"c":2}', recomputed: '3' },
      { path: 'd', stored: '-', recomputed: 'x' },
    ])
    expect(jsonDifferences({ a: [1, 2] }, { a: [1, 2] })).toEqual([])
  })
})

describe('decimals in a difference', () => {
  it('are written with at least their 2 decimals and compared by value (issue 34)', () => {
    expect(jsonDifferences({ released: { $dec: '751.1' } }, { released: { $dec: '751.2' } })).toEqual([
      { path: 'released', stored: '751.10', recomputed: '751.20' },
    ])
    expect(jsonDifferences({ rate: { $dec: '0.0005' } }, { rate: { $dec: '0.0004' } })).toEqual([
      { path: 'rate', stored: '0.0005', recomputed: '0.0004' },
    ])
    expect(jsonDifferences({ pnl: { $dec: '5' } }, { pnl: { $dec: '5.00' } })).toEqual([])
  })
})
