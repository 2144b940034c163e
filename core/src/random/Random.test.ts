import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as Random from './Random.js'

describe('mulberry32 worked examples', () => {
  // Expected values computed by an independent Python implementation of mulberry32;
  // seed 0 gives 0.266429208… as a float, the commonly quoted first output (× 2³² = 1144304738).
  it('reproduces the reference sequence for integer seeds', () => {
    expect(Random.draws(0, 3)).toEqual([1144304738, 1416247, 958946056])
    expect(Random.draws(42, 3)).toEqual([2581720956, 1925393290, 3661312704])
  })

  it('hashes string seeds with FNV-1a first', () => {
    // fnv1a('bourse') = 1788784929, then mulberry32 from there.
    expect(Random.seedState('bourse')).toBe(1788784929)
    expect(Random.draws('bourse', 3)).toEqual([470601733, 2044684789, 1362699313])
  })

  it('reduces integer seeds modulo 2³²', () => {
    expect(Random.seedState(-1)).toBe(4294967295)
    expect(Random.seedState(2 ** 32 + 5)).toBe(5)
    expect(Random.draws(2 ** 32, 1)).toEqual([1144304738])
  })

  it('draws below a bound: 1144304738 mod 10 = 8', () => {
    expect(Random.nextBelow(Random.create(0), 10).value).toBe(8)
  })
})

const seed = fc.oneof(fc.integer(), fc.string())

describe('mulberry32 laws', () => {
  test.prop([seed, fc.integer({ min: 0, max: 50 })])('the same seed gives the same sequence', (s, n) => {
    expect(Random.draws(s, n)).toEqual(Random.draws(s, n))
  })

  test.prop([seed, fc.integer({ min: 1, max: 50 })])('draws are unsigned 32-bit integers', (s, n) => {
    for (const value of Random.draws(s, n)) expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true)
  })

  test.prop([seed])('next is pure: drawing twice from one state gives the same value', (s) => {
    const start = Random.create(s)
    expect(Random.next(start)).toEqual(Random.next(start))
  })

  test.prop([seed, fc.integer({ min: 1, max: 2 ** 32 })])('nextBelow stays below its bound', (s, bound) => {
    const { value } = Random.nextBelow(Random.create(s), bound)
    expect(Number.isInteger(value) && value >= 0 && value < bound).toBe(true)
  })

  it('spreads values roughly evenly (fixed seed, 10 000 draws into 10 buckets)', () => {
    const buckets = new Map<number, number>()
    for (const value of Random.draws('uniformity', 10_000)) {
      const bucket = Math.floor((value / 2 ** 32) * 10)
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1)
    }
    expect(buckets.size).toBe(10)
    // Expected 1000 each; σ = √(10000 × 0.1 × 0.9) = 30, so ±150 is five σ.
    for (const count of buckets.values()) expect(Math.abs(count - 1000)).toBeLessThan(150)
  })
})
