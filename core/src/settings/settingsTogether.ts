import { type DomainError, domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import { Dec } from '../money/Dec.js'
import type { Settings } from './Settings.js'
import type { BoundedSettingName } from './settingBounds.js'
import { readSettingValue } from './settingValue.js'

type Pair = readonly [low: keyof Settings, high: keyof Settings, strict: boolean]

/** Settings that must stay in order: a minimum not above its maximum, the reminder before the liquidation, begin < end. */
const orderedPairs: readonly Pair[] = [
  ['buyMinNum', 'buyMaxNum', false],
  ['forceStopRemindRatio', 'forceStopPercent', true],
  ['withTimeBegin', 'withTimeEnd', true],
]

const textOf = (value: unknown): string => (Array.isArray(value) ? value.join('/') : String(value))

const outOfOrder = (settings: Settings, [low, high, strict]: Pair): DomainError | undefined => {
  const [a, b] = [textOf(settings[low]), textOf(settings[high])]
  // "HH:mm" compares as text; every other pair is decimal.
  const cmp = /:/.test(a) ? (a < b ? -1 : a > b ? 1 : 0) : new Dec(a).cmp(b)
  if (cmp < 0 || (cmp === 0 && !strict)) return undefined
  return domainError(strict ? 'settingOrderStrict' : 'settingOrder', { low, lowValue: a, high, highValue: b })
}

/**
 * The withdrawal fee may never exceed the amount withdrawn: round2(single + amount × percent) ≤ amount for every
 * amount ≥ withMinAmt holds exactly when single ≤ withMinAmt × (1 − percent) (the smallest amount is the tightest,
 * and rounding an amount's bound to cents keeps it ≤ the amount). Example: withMinAmt 1000, percent 0.008 → single
 * at most 992.00; the issue's −1000 was refused by its own bound already.
 */
const withdrawalFeeCeiling = (settings: Settings): DomainError | undefined => {
  const ceiling = settings.withMinAmt.times(new Dec(1).minus(settings.withFeePercent))
  if (settings.withFeeSingle.lte(ceiling)) return undefined
  return domainError('settingWithdrawalFeeCeiling', {
    max: ceiling.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2),
    amount: settings.withMinAmt.toFixed(2),
  })
}

/** The first rule broken by a whole set of settings taken together (each value already inside its own bound). */
export const settingsTogetherRefusal = (settings: Settings): DomainError | undefined =>
  orderedPairs.map((pair) => outOfOrder(settings, pair)).find((error) => error !== undefined) ??
  withdrawalFeeCeiling(settings)

/**
 * One setting changed from `current` to the value `text` reads as: its own bound first, then the rules that tie it to
 * the others. Answers the settings as they would be after the change. Example: with `buyMaxNum` 100 000, changing
 * `buyMinNum` to "200000" is refused "buyMinNum (200000) must not be more than buyMaxNum (100000)".
 */
export const changeSetting = (current: Settings, name: BoundedSettingName, text: string): Result.Result<Settings> => {
  const value = readSettingValue(name, text)
  if (!value.ok) return value
  if (!Object.hasOwn(current, name)) return Result.ok(current)
  const next = { ...current, [name]: value.value } as Settings
  const refused = settingsTogetherRefusal(next)
  return refused ? Result.fail(refused) : Result.ok(next)
}
