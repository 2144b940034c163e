import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { fromSettings } from '../fees/feeSchedule.js'
import { openingCharges } from '../fees/openingCharges.js'
import { sellFee } from '../fees/sellFee.js'
import { stayFee } from '../fees/stayFee.js'
import { withdrawalFee, withdrawalReceived } from '../funds/withdrawalFee.js'
import { limitDown } from '../limits/priceLimits.js'
import { translate } from '../messages/translate.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import * as R from '../money/Rate.js'
import { liquidationLine, warningLevel } from '../risk/liquidationLine.js'
import { defaultSettings, type Settings } from './Settings.js'
import { type BoundedSettingName, firstValuesOutside, isMoneySetting, settingBounds, stepOf } from './settingBounds.js'
import { changeSetting } from './settingsTogether.js'
import { readSettingValue } from './settingValue.js'

const names = Object.keys(settingBounds) as BoundedSettingName[]
const numericNames = names.filter((name) => firstValuesOutside(settingBounds[name]).length > 0)

const refusalText = (name: BoundedSettingName, text: string) => {
  const read = readSettingValue(name, text)
  return read.ok ? 'accepted' : translate(read.error.key, 'en', read.error.params)
}

describe('every setting refuses the first value outside its bound, naming the bound', () => {
  it.each(numericNames)('%s', (name) => {
    const bound = settingBounds[name] as { min?: { value: string }; max?: { value: string } }
    const [low, high] = firstValuesOutside(settingBounds[name])
    expect(refusalText(name, low as string)).toContain(`${name} must be`)
    expect(refusalText(name, low as string)).toContain(bound.min?.value)
    expect(refusalText(name, high as string)).toContain(bound.max?.value)
  })

  it('uses the bounds DECISIONS §21 names, written out by hand', () => {
    expect(refusalText('withFeeSingle', '-1000')).toBe('withFeeSingle must be at least 0')
    expect(refusalText('withFeeSingle', '-0.01')).toBe('withFeeSingle must be at least 0')
    expect(refusalText('withFeeSingle', '0')).toBe('accepted')
    expect(refusalText('withMinAmt', '-5')).toBe('withMinAmt must be at least 1')
    expect(refusalText('rechargeMinAmt', '-100')).toBe('rechargeMinAmt must be at least 1')
    expect(refusalText('buyMinAmt', '-10')).toBe('buyMinAmt must be at least 0')
    expect(refusalText('buyMaxNum', '0')).toBe('buyMaxNum must be at least 100')
    expect(refusalText('pendingOrderDays', '0')).toBe('pendingOrderDays must be at least 1')
    expect(refusalText('forceStopPercent', '0')).toBe('forceStopPercent must be more than 0')
    expect(refusalText('forceStopPercent', '1')).toBe('accepted')
    expect(refusalText('siteLever', '10/20/1000')).toBe('siteLever must be at most 100')
    expect(refusalText('siteLever', '0/10')).toBe('siteLever must be at least 1')
    expect(refusalText('withFeePercent', '2')).toBe('withFeePercent must be less than 1')
    expect(refusalText('withFeePercent', '0.9999')).toBe('accepted')
    expect(refusalText('usdRate', '0')).toBe('usdRate must be more than 0')
    expect(refusalText('withMinAmt', '10.005')).toBe('The value is not valid for withMinAmt')
    expect(refusalText('withTimeBegin', '25:00')).toBe('The value is not valid for withTimeBegin')
    expect(translate('settingTooLow', 'zh-CN', { name: 'withMinAmt', min: '1' })).toBe('withMinAmt 不能小于 1')
  })

  it('refuses changes that break an order between two settings or let a withdrawal fee exceed the amount', () => {
    const refused = (name: BoundedSettingName, text: string, from: Settings = defaultSettings) => {
      const result = changeSetting(from, name, text)
      return result.ok ? 'accepted' : translate(result.error.key, 'en', result.error.params)
    }
    expect(refused('buyMinNum', '100001')).toBe('buyMinNum (100001) must not be more than buyMaxNum (100000)')
    expect(refused('buyMinNum', '100000')).toBe('accepted')
    expect(refused('withTimeEnd', '09:15')).toBe('withTimeBegin (09:15) must be less than withTimeEnd (09:15)')
    expect(refused('forceStopRemindRatio', '0.8')).toBe(
      'forceStopRemindRatio (0.8) must be less than forceStopPercent (0.8)',
    )
    // withMinAmt 1000, percent 0.008: the fixed part may reach 1000 × 0.992 = 992.00, not 992.01.
    expect(refused('withFeeSingle', '992')).toBe('accepted')
    expect(refused('withFeeSingle', '992.01')).toBe(
      'withFeeSingle may be at most 992.00: a withdrawal of withMinAmt (1000.00) must pay out at least its fee',
    )
  })

  it('calls every fee, rate, lever, limit, minimum and maximum a money setting, and texts and switches not', () => {
    expect(names.filter((name) => !isMoneySetting(name))).toEqual([
      'siteName',
      'withTimeBegin',
      'withTimeEnd',
      'ratesDate',
      'indexDisplay',
      'futuresDisplay',
      'idDocument',
    ])
    expect(isMoneySetting('spreadRules')).toBe(true)
    expect(isMoneySetting('tradeAgreeText')).toBe(false)
  })
})

/** A value of a numeric setting inside its bound, as text: min + k steps, biased towards the ends. */
const inside = (name: BoundedSettingName): fc.Arbitrary<string> => {
  const bound = settingBounds[name] as {
    kind: 'rate'
    min: { value: string; inclusive: boolean }
    max: { value: string; inclusive: boolean }
  }
  const step = R.of(stepOf(bound.kind))
  const steps = BigInt(R.of(bound.max.value).minus(bound.min.value).div(step).floor().toFixed())
  const first = bound.min.inclusive ? 0n : 1n
  const last = bound.max.inclusive ? steps : steps - 1n
  return fc
    .oneof(
      fc.bigInt({ min: first, max: last }),
      fc.constantFrom(first, last),
      fc.bigInt({ min: first, max: first + 2000n }),
    )
    .map((k) => R.of(bound.min.value).plus(step.times(k.toString())).toFixed())
}

const anySettings: fc.Arbitrary<Settings> = fc
  .record(Object.fromEntries(numericNames.filter((name) => name !== 'siteLever').map((name) => [name, inside(name)])))
  .map((texts) => {
    let settings: Settings = defaultSettings
    for (const [name, text] of Object.entries(texts)) {
      const read = readSettingValue(name as BoundedSettingName, text)
      if (read.ok && Object.hasOwn(settings, name)) settings = { ...settings, [name]: read.value }
    }
    return settings
  })
  .filter((settings) => changeSetting(settings, 'siteName', 'Bourse').ok)

const amount = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => M.of(cents).div(100))

test.prop([anySettings, amount, fc.integer({ min: 1, max: 1_000_000 })], { numRuns: 300 })(
  'no in-bounds settings make a fee negative, a payout exceed its debit, or a minimum exceed its maximum',
  (settings, extra, closeCents) => {
    const withdrawn = M.of(settings.withMinAmt.plus(extra))
    const fee = withdrawalFee(withdrawn, settings)
    const received = withdrawalReceived(withdrawn, settings)
    expect(fee.gte(0)).toBe(true)
    expect(received.gte(0)).toBe(true)
    expect(received.plus(fee).eq(withdrawn)).toBe(true)

    const schedule = fromSettings(settings)
    const notional = M.of(extra.plus(1))
    const charges = openingCharges(notional, schedule, settings.buyFee)
    expect([charges.buyFee, charges.stampDuty, charges.spread].every((part) => part.gte(0))).toBe(true)
    expect(sellFee(notional, schedule).gte(0)).toBe(true)
    expect(stayFee(notional, schedule).gte(0)).toBe(true)

    const line = liquidationLine(notional, M.zero, settings.forceStopPercent)
    expect(line.gte(0) && line.lte(notional)).toBe(true)
    expect(
      warningLevel(notional, M.zero, settings.forceStopRemindRatio).lt(notional.times(settings.forceStopPercent)),
    ).toBe(true)
    expect(limitDown(P.of(M.of(closeCents).div(100)), settings.downLimit).gte(0)).toBe(true)

    expect(settings.buyMinNum.lte(settings.buyMaxNum)).toBe(true)
    expect(settings.withTimeBegin < settings.withTimeEnd).toBe(true)
    expect(settings.rechargeMinAmt.gt(0) && settings.withMinAmt.gt(0)).toBe(true)
    expect(settings.buyMaxAmtPercent.lte(1) && settings.ipoWinRate.lte(1) && settings.strongBuyFillRate.lte(1)).toBe(
      true,
    )
  },
  // 300 runs of decimal arithmetic: a loaded machine took over vitest's default 5 s; the budget is no speed check.
  60_000,
)
