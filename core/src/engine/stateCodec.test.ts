import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { emptyAccount } from './AccountState.js'
import { fromJson, toJson } from './stateCodec.js'

it('writes decimals as tagged strings and reads them back as decimals', () => {
  const state = {
    ...emptyAccount('u1'),
    balances: { ...emptyAccount('u1').balances, 'stock.available': M.of('1000.10') },
  }
  const text = toJson(state)
  expect(text).toContain('{"$dec":"1000.1"}')
  const back = fromJson<typeof state>(text)
  expect(back).toEqual(state)
  expect(back.balances['stock.available'].toFixed(2)).toBe('1000.10')
})

test.prop([fc.array(fc.tuple(fc.string(), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.nat({ max: 8 })))])(
  'round-trips any nesting of decimals exactly',
  (rows) => {
    const value = { rows: rows.map(([name, units, scale]) => ({ name, amount: M.of(`${units}e-${scale}`) })) }
    const back = fromJson<typeof value>(toJson(value))
    expect(back.rows.map((r) => [r.name, r.amount.toString()])).toEqual(
      value.rows.map((r) => [r.name, r.amount.toString()]),
    )
  },
)

it('leaves plain JSON of decimals as decimal.js writes it, during and after an encode', () => {
  const amount = M.of('12.50')
  expect(toJson({ amount })).toBe('{"amount":{"$dec":"12.5"}}')
  expect(JSON.stringify({ amount })).toBe('{"amount":"12.5"}')
  expect(() => toJson({ bad: 1n })).toThrow()
  expect(JSON.stringify({ amount })).toBe('{"amount":"12.5"}')
})
