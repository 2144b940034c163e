import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { Dec } from '../money/Dec.js'
import { alertHolds, alertOps, alertRules } from './Alert.js'
import { alertLevel, observedUnits } from './alertLevel.js'
import { checkAlertForm } from './checkAlertForm.js'

const cents = (n: number) => new Dec(n).dividedBy(100)

describe('an alert’s level in the trigger book', () => {
  test.prop([
    fc.constantFrom(...alertOps),
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.integer({ min: 1, max: 1_000_000 }),
  ])('a price in paisa is on the level’s side exactly when the condition holds', (op, threshold, observed) => {
    const { side, level } = alertLevel('nowPrice', op, cents(threshold))
    const units = observedUnits('nowPrice', cents(observed))
    const onSide = side === 'rise' ? units >= level : units <= level
    expect(onSide).toBe(alertHolds(op, cents(observed), cents(threshold)))
  })

  test.prop([
    fc.constantFrom(...alertOps),
    fc.integer({ min: -10_000, max: 10_000 }),
    fc.integer({ min: -10_000, max: 10_000 }),
  ])('so is a change % in hundredths, negative ones included', (op, threshold, observed) => {
    const { side, level } = alertLevel('dayChangePercent', op, cents(threshold))
    const units = observedUnits('dayChangePercent', cents(observed))
    expect(side === 'rise' ? units >= level : units <= level).toBe(alertHolds(op, cents(observed), cents(threshold)))
  })

  test.prop([fc.constantFrom(...alertOps), fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 })])(
    'and a volume in shares',
    (op, threshold, observed) => {
      const { side, level } = alertLevel('volume', op, new Dec(threshold))
      const units = observedUnits('volume', new Dec(observed))
      expect(side === 'rise' ? units >= level : units <= level).toBe(
        alertHolds(op, new Dec(observed), new Dec(threshold)),
      )
    },
  )

  it('worked examples: > 180.00 is ≥ 180.01; < -2.50 % is ≤ -2.51 %', () => {
    expect(alertLevel('nowPrice', '>', new Dec('180'))).toEqual({ side: 'rise', level: 18001 })
    expect(alertLevel('dayChangePercent', '<', new Dec('-2.5'))).toEqual({ side: 'fall', level: -251 })
    expect(alertLevel('volume', '>=', new Dec('1000'))).toEqual({ side: 'rise', level: 1000 })
  })
})

describe('checking an alert', () => {
  const form = { code: '600519', field: 'nowPrice', op: '<=', value: '180' }

  it('takes a price, a change % or a volume, or another instrument, once or daily', () => {
    expect(checkAlertForm(form, 0)).toMatchObject({ ok: true, value: { repeat: 'once' } })
    expect(checkAlertForm({ ...form, field: 'dayChangePercent', value: '-3.5', repeat: 'daily' }, 0)).toMatchObject({
      ok: true,
      value: { repeat: 'daily' },
    })
    expect(checkAlertForm({ ...form, value: undefined, otherCode: '000001' }, 0)).toMatchObject({
      ok: true,
      value: { condition: { otherCode: '000001' } },
    })
  })

  it('refuses the 201st alert, disabled ones counted', () => {
    expect(checkAlertForm(form, alertRules.maxPerInvestor - 1).ok).toBe(true)
    expect(checkAlertForm(form, alertRules.maxPerInvestor)).toMatchObject({
      ok: false,
      error: { key: 'alertLimitReached', params: { max: '200' } },
    })
  })

  it.each([
    [{ field: 'price' }, 'alertFieldInvalid'],
    [{ op: '==' }, 'alertOpInvalid'],
    [{ value: '0' }, 'alertPriceInvalid'],
    [{ value: '12.345' }, 'alertPriceInvalid'],
    [{ field: 'volume', value: '10.5' }, 'alertVolumeInvalid'],
    [{ field: 'dayChangePercent', value: '-101' }, 'alertPercentInvalid'],
    [{ otherCode: '000001' }, 'alertValueOrOther'],
    [{ value: undefined }, 'alertValueOrOther'],
    [{ value: undefined, otherCode: '600519' }, 'alertOtherSame'],
  ])('refuses %o with %s', (change, key) => {
    expect(checkAlertForm({ ...form, ...change }, 0)).toMatchObject({ ok: false, error: { key } })
  })
})
