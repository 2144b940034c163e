import { Limits } from '@bourse/core'
import { describe, expect, it } from 'vitest'
import { englishNameOf, generateUniverse } from './universe.js'

describe('the simulated universe', () => {
  const universe = generateUniverse(20261121)
  const count = (predicate: (i: (typeof universe)[number]) => boolean) => universe.filter(predicate).length

  it('is deterministic for a seed: same codes, names, ids and first prices', () => {
    const again = generateUniverse(20261121)
    expect(again).toEqual(universe)
    const other = generateUniverse(7)
    expect(other.map((i) => i.code)).not.toEqual(universe.map((i) => i.code))
  })

  it('holds 300 A-shares, 50 Hong Kong and 50 US stocks, 8 indexes and 6 futures with gold as GC', () => {
    expect(count((i) => i.kind === 'stock' && i.exchange === 'cn')).toBe(300)
    expect(count((i) => i.market === 'hk' && i.kind === 'stock')).toBe(50)
    expect(count((i) => i.market === 'us' && i.kind === 'stock')).toBe(50)
    expect(count((i) => i.kind === 'index')).toBe(8)
    expect(count((i) => i.kind === 'futures')).toBe(6)
    expect(universe.find((i) => i.code === 'GC')?.kind).toBe('futures')
    expect(universe.map((i) => i.id)).toEqual(Array.from({ length: 414 }, (_, k) => k + 1))
  })

  it('gives unique codes on every A-share board, boards from core, and searchable spells', () => {
    expect(new Set(universe.map((i) => i.code)).size).toBe(universe.length)
    const aShares = universe.filter((i) => i.kind === 'stock' && i.exchange === 'cn')
    for (const stock of aShares) {
      expect(stock.code).toMatch(/^(600|601|603|688|000|002|300|83|43)\d+$/)
      expect(stock.code).toHaveLength(6)
      expect(stock.board).toBe(Limits.boardOf(stock.market, stock.code))
      expect(stock.spell).toMatch(/^[A-Z]{4}$/)
    }
    expect(new Set(aShares.map((s) => s.board))).toEqual(new Set(['main', 'star', 'chinext', 'bj']))
    expect(universe.filter((i) => i.market === 'hk' && i.kind === 'stock').every((s) => /^0\d{4}$/.test(s.code))).toBe(
      true,
    )
    expect(count((i) => i.suspended)).toBe(3)
  })

  it('starts every price at a whole number of cents above zero', () => {
    for (const i of universe) expect(Number.isInteger(i.basePrice) && i.basePrice > 0).toBe(true)
  })
})

describe('English names (shown in English mode)', () => {
  const universe = generateUniverse(1)
  it('gives every instrument an English name, all distinct, without changing the Chinese ones', () => {
    const english = universe.map(englishNameOf)
    expect(english.every((name) => /^[A-Za-z0-9 ()&.-]+$/.test(name))).toBe(true)
    expect(new Set(english).size).toBe(universe.length)
  })
  it('translates word by word, and indexes and futures by code', () => {
    expect(englishNameOf({ code: '600001', kind: 'stock', name: '华辰科技' })).toBe('Huachen Technology')
    expect(englishNameOf({ code: '00001', kind: 'stock', name: '天润控股' })).toBe('Tianrun Holdings')
    expect(englishNameOf({ code: 'NOBL', kind: 'stock', name: 'Northwind Labs' })).toBe('Northwind Labs')
    expect(englishNameOf({ code: '000001', kind: 'index', name: '沪市综合模拟指数' })).toBe(
      'Sim Shanghai Composite Index',
    )
    expect(englishNameOf({ code: 'GC', kind: 'futures', name: '黄金期货(模拟)' })).toBe('Gold Futures (sim)')
  })
})
