import { fromJson, toJson } from '@bourse/core/engine'
import { Dec } from '@bourse/core/money'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { decodeStored } from './decodeStored.js'

const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => new Dec(units.toString()).div(10 ** scale))
const leaf = fc.oneof(decimal, fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
const tree = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
  ),
})).node

describe('decodeStored', () => {
  test.prop([tree])('decodes what toJson wrote exactly as core fromJson does', (value) => {
    const text = toJson({ value })
    const ours = decodeStored<{ value: unknown }>(text)
    const core = fromJson<{ value: unknown }>(text)
    expect(toJson(ours)).toBe(toJson(core))
    expect(ours).toEqual(core)
  })

  test('keeps decimals as decimals: 1055.00 + 0.01', () => {
    const decoded = decodeStored<{ margin: InstanceType<typeof Dec> }>('{"margin":{"$dec":"1055.00"}}')
    expect(decoded.margin.plus('0.01').toFixed(2)).toBe('1055.01')
  })
})
