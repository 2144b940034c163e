import type { Decimal } from 'decimal.js'
import { Dec } from '../money/Dec.js'

/** How a setting's text reads: the kind decides the parser, the step the finest value it may take. */
export type SettingKind = 'rate' | 'money' | 'shares' | 'count' | 'levers' | 'clock' | 'flag' | 'text' | 'choice'

/** One end of a numeric bound: the value and whether the value itself is allowed. */
export interface BoundEnd {
  readonly value: string
  readonly inclusive: boolean
}

export interface SettingBound {
  readonly kind: SettingKind
  readonly min?: BoundEnd
  readonly max?: BoundEnd
  /** For `choice`: the allowed words. For `text`: none. */
  readonly choices?: readonly string[]
}

const atLeast = (value: string): BoundEnd => ({ value, inclusive: true })
const above = (value: string): BoundEnd => ({ value, inclusive: false })
const atMost = (value: string): BoundEnd => ({ value, inclusive: true })
const below = (value: string): BoundEnd => ({ value, inclusive: false })

const feeRate: SettingBound = { kind: 'rate', min: atLeast('0'), max: below('1') }
const ratio: SettingBound = { kind: 'rate', min: above('0'), max: atMost('1') }
const probability: SettingBound = { kind: 'rate', min: atLeast('0'), max: atMost('1') }
const priceLimit: SettingBound = { kind: 'rate', min: above('0'), max: below('1') }
const exchangeRate: SettingBound = { kind: 'rate', min: above('0'), max: atMost('10000') }
const orderShares: SettingBound = { kind: 'shares', min: atLeast('100'), max: atMost('100000000') }
const minimumAmount: SettingBound = { kind: 'money', min: atLeast('1'), max: atMost('1000000000') }
const flag: SettingBound = { kind: 'flag' }

/**
 * The bounds of every setting (DECISIONS §21): fees and rates ≥ 0, percents in [0, 1) unless the rule needs 1,
 * levers whole numbers 1–100, exchange rates > 0, clock times `HH:mm`. The pairs that must stay in order
 * (minimum ≤ maximum, begin < end) and the withdrawal fee's ceiling are in `settingsTogether.ts`.
 * `warningRatio` and `unwindRatio` are margin financing's line ratios (DECISIONS §10), stored beside the settings.
 */
export const settingBounds = {
  siteName: { kind: 'text' },
  siteLever: { kind: 'levers', min: atLeast('1'), max: atMost('100') },
  buyMinNum: orderShares,
  buyMaxNum: orderShares,
  buyFee: feeRate,
  sellFee: feeRate,
  dutyFee: feeRate,
  buyMinAmt: { kind: 'money', min: atLeast('0'), max: atMost('1000000000') },
  // A margin may take the whole available balance, not more (charges are checked on top).
  buyMaxAmtPercent: ratio,
  stayFee: feeRate,
  stayMaxDays: { kind: 'count', min: atLeast('0'), max: atMost('3650') },
  riseLimit: priceLimit,
  // Below 1, so limit-down stays above zero.
  downLimit: priceLimit,
  // Up to 1: the line may be the whole balance; 0 would liquidate nothing or everything at once.
  forceStopPercent: ratio,
  forceStopRemindRatio: { kind: 'rate', min: above('0'), max: below('1') },
  forceSellPercent: ratio,
  pendingOrderDays: { kind: 'count', min: atLeast('1'), max: atMost('365') },
  ipoWinRate: probability,
  strongBuyFillRate: probability,
  rechargeMinAmt: minimumAmount,
  withMinAmt: minimumAmount,
  withFeeSingle: { kind: 'money', min: atLeast('0'), max: atMost('1000000') },
  withFeePercent: feeRate,
  withTimeBegin: { kind: 'clock' },
  withTimeEnd: { kind: 'clock' },
  usdRate: exchangeRate,
  hkdRate: exchangeRate,
  ratesDate: { kind: 'text' },
  indexDisplay: flag,
  futuresDisplay: flag,
  idDocument: { kind: 'choice', choices: ['aadhaar', 'pan', 'cn'] },
  warningRatio: feeRate,
  unwindRatio: feeRate,
} as const satisfies Readonly<Record<string, SettingBound>>

export type BoundedSettingName = keyof typeof settingBounds

export const isBoundedSetting = (name: string): name is BoundedSettingName => Object.hasOwn(settingBounds, name)

/** The bound of one setting, e.g. `boundOf('withFeePercent')` → rate in [0, 1). */
export const boundOf = (name: BoundedSettingName): SettingBound => settingBounds[name]

/** The finest step of a kind: the value just outside an inclusive bound is one step beyond it. */
export const stepOf = (kind: SettingKind): string =>
  kind === 'money' ? '0.01' : kind === 'rate' ? '0.0001' : kind === 'text' ? '0' : '1'

/** The rate that every spread rule (DECISIONS §3) must respect: a charge, so in [0, 1). */
export const spreadRateBound: SettingBound = feeRate

/**
 * DECISIONS §21's money settings: any fee, rate, percent, lever, limit, minimum or maximum. Their changes are
 * proposals a second admin approves; texts, switches, clock times and the ID document are changed at once.
 */
export const isMoneySetting = (name: string): boolean =>
  name === 'spreadRules' ||
  (isBoundedSetting(name) && ['rate', 'money', 'shares', 'count', 'levers'].includes(boundOf(name).kind))

/** True when `value` lies inside `bound`'s numeric ends (a kind without ends is always inside). */
export const isWithin = (value: Decimal, bound: SettingBound): boolean => {
  const { min, max } = bound
  if (min && (min.inclusive ? value.lt(min.value) : value.lte(min.value))) return false
  if (max && (max.inclusive ? value.gt(max.value) : value.gte(max.value))) return false
  return true
}

/** The first values outside a bound, one step beyond each inclusive end or the end itself: for tests and docs. */
export const firstValuesOutside = (bound: SettingBound): string[] => {
  const step = new Dec(stepOf(bound.kind))
  const outside: string[] = []
  if (bound.min) outside.push(bound.min.inclusive ? new Dec(bound.min.value).minus(step).toFixed() : bound.min.value)
  if (bound.max) outside.push(bound.max.inclusive ? new Dec(bound.max.value).plus(step).toFixed() : bound.max.value)
  return outside
}
