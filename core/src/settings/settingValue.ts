import type { Decimal } from 'decimal.js'
import { type DomainError, domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import { Dec } from '../money/Dec.js'
import * as M from '../money/Money.js'
import * as R from '../money/Rate.js'
import * as S from '../money/Shares.js'
import { parseSiteLever } from './Settings.js'
import { type BoundedSettingName, boundOf, isWithin, type SettingBound } from './settingBounds.js'

const signedDecimalText = /^-?(0|[1-9]\d*)(\.\d+)?$/
const moneyText = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/
const wholeText = /^-?\d{1,12}$/
const clockText = /^([01]\d|2[0-3]):[0-5]\d$/
const onWords = ['1', 'true', 'on', 'yes']
const offWords = ['0', 'false', 'off', 'no']

/** The refusal naming the end of `bound` that `value` is beyond, e.g. "withFeePercent must be less than 1". */
export const boundRefusal = (name: string, value: Decimal, bound: SettingBound): DomainError | undefined => {
  const { min, max } = bound
  if (min && (min.inclusive ? value.lt(min.value) : value.lte(min.value)))
    return domainError(min.inclusive ? 'settingTooLow' : 'settingNotAbove', { name, min: min.value })
  if (max && (max.inclusive ? value.gt(max.value) : value.gte(max.value)))
    return domainError(max.inclusive ? 'settingTooHigh' : 'settingNotBelow', { name, max: max.value })
  return undefined
}

const invalid = (name: string) => Result.fail(domainError('staffSettingInvalid', { name }))

const numeric = <A>(name: string, text: string, pattern: RegExp, bound: SettingBound, of: (d: Decimal) => A) => {
  if (!pattern.test(text)) return invalid(name)
  const value = new Dec(text)
  const refused = boundRefusal(name, value, bound)
  return refused ? Result.fail<A>(refused) : Result.ok(of(value))
}

const levers = (name: string, text: string, bound: SettingBound): Result.Result<number[]> => {
  const parts = text.split('/').map((part) => part.trim())
  if (parts.length === 0 || parts.some((part) => !/^-?\d{1,6}$/.test(part))) return invalid(name)
  const refused = parts.map((part) => boundRefusal(name, new Dec(part), bound)).find((error) => error !== undefined)
  return refused ? Result.fail(refused) : Result.ok(parseSiteLever(text))
}

/**
 * Reads one setting's text as its value, inside its bound (DECISIONS §21), or answers why not: unreadable text is
 * `staffSettingInvalid`, a value beyond a bound names that bound. Examples: `withFeePercent` "0.008" → 0.008;
 * "1" → "withFeePercent must be less than 1"; `siteLever` "10/20/101" → "siteLever must be at most 100".
 */
export const readSettingValue = (name: BoundedSettingName, raw: string): Result.Result<unknown> => {
  const text = raw.trim()
  const bound = boundOf(name)
  switch (bound.kind) {
    case 'rate':
      return numeric(name, text, signedDecimalText, bound, R.of)
    case 'money':
      return numeric(name, text, moneyText, bound, M.of)
    case 'shares':
      return numeric(name, text, wholeText, bound, S.of)
    case 'count':
      return numeric(name, text, wholeText, bound, (value) => value.toNumber())
    case 'levers':
      return levers(name, text, bound)
    case 'clock':
      return clockText.test(text) ? Result.ok(text) : invalid(name)
    case 'flag':
      return onWords.includes(text) ? Result.ok(true) : offWords.includes(text) ? Result.ok(false) : invalid(name)
    case 'choice':
      return bound.choices?.includes(text) ? Result.ok(text) : invalid(name)
    case 'text':
      return text.length > 0 ? Result.ok(raw) : invalid(name)
  }
}

/**
 * The text a setting is stored as, once it reads inside its bound: trimmed, numbers in their plain form, levers
 * without spaces, free text as typed (issue 34). Examples: `withFeeSingle` " 7" → "7", "-0" → "0", "5.50 " → "5.5";
 * `siteLever` "10/ 20/30" → "10/20/30". Answers `readSettingValue`'s refusal otherwise.
 */
export const settingText = (name: BoundedSettingName, raw: string): Result.Result<string> => {
  const read = readSettingValue(name, raw)
  if (!read.ok) return Result.fail(read.error)
  const text = raw.trim()
  switch (boundOf(name).kind) {
    case 'rate':
    case 'money':
    case 'shares':
    case 'count':
      return Result.ok(new Dec(text).toFixed())
    case 'levers':
      return Result.ok(
        text
          .split('/')
          .map((part) => new Dec(part.trim()).toFixed())
          .join('/'),
      )
    case 'text':
      return Result.ok(raw)
    default:
      return Result.ok(text)
  }
}

/** Whether a decimal sits inside a bound, for callers that parse themselves (spread rules). */
export const within = (text: string, bound: SettingBound): boolean =>
  signedDecimalText.test(text) && isWithin(new Dec(text), bound)
