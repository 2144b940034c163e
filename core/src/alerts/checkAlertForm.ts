import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import { Dec } from '../money/Dec.js'
import {
  type AlertCondition,
  type AlertField,
  type AlertOp,
  type AlertRepeat,
  alertFields,
  alertOps,
  alertRepeats,
  alertRules,
} from './Alert.js'

/** An alert as the investor asks for it (`/user/alert/add.do`, `/user/alert/update.do`), text as sent. */
export interface AlertForm {
  readonly code: string
  readonly field: string
  readonly op: string
  readonly value?: string | undefined
  readonly otherCode?: string | undefined
  readonly repeat?: string | undefined
}

/** A checked alert: its condition and how often it fires. */
export interface CheckedAlert {
  readonly condition: AlertCondition
  readonly repeat: AlertRepeat
}

const twoDecimals = /^-?\d{1,12}(\.\d{1,2})?$/
const whole = /^\d{1,15}$/

interface ValueRule {
  readonly pattern: RegExp
  readonly ok: (value: Dec) => boolean
  readonly refusal: 'alertPriceInvalid' | 'alertPercentInvalid' | 'alertVolumeInvalid'
}

const valueRules: Record<AlertField, ValueRule> = {
  nowPrice: { pattern: twoDecimals, ok: (value) => value.gt(0), refusal: 'alertPriceInvalid' },
  dayChangePercent: {
    pattern: twoDecimals,
    ok: (value) => value.gte(-100) && value.lte(1000),
    refusal: 'alertPercentInvalid',
  },
  volume: { pattern: whole, ok: () => true, refusal: 'alertVolumeInvalid' },
}

const isOneOf = <T extends string>(list: readonly T[], text: string): text is T =>
  (list as readonly string[]).includes(text)

/**
 * Checks an alert (issue 30): a known field and comparison; either a value valid for the field or another instrument
 * (not the same one); `once` unless `daily`; and room for it — `held` counts the investor's alerts that are not
 * deleted, disabled ones included, and 200 is the most (Kite's rule). `checkAlertForm({code:'600519', field:'nowPrice',
 * op:'<=', value:'180'}, 3)` answers the condition "price ≤ 180", once.
 */
export const checkAlertForm = (form: AlertForm, held: number): R.Result<CheckedAlert> => {
  if (held >= alertRules.maxPerInvestor)
    return R.fail(domainError('alertLimitReached', { max: String(alertRules.maxPerInvestor) }))
  if (!isOneOf(alertFields, form.field)) return R.fail(domainError('alertFieldInvalid'))
  const field: AlertField = form.field
  if (!isOneOf(alertOps, form.op)) return R.fail(domainError('alertOpInvalid'))
  const op: AlertOp = form.op
  const repeat = form.repeat === undefined || form.repeat === '' ? 'once' : form.repeat
  if (!isOneOf(alertRepeats, repeat)) return R.fail(domainError('apiInvalidField', { field: 'repeat' }))
  const value = form.value?.trim() ?? ''
  const otherCode = form.otherCode?.trim() ?? ''
  if ((value === '') === (otherCode === '')) return R.fail(domainError('alertValueOrOther'))
  if (otherCode !== '') {
    if (otherCode === form.code) return R.fail(domainError('alertOtherSame'))
    return R.ok({ condition: { field, op, otherCode }, repeat })
  }
  const rules = valueRules[field]
  if (!rules.pattern.test(value) || !rules.ok(new Dec(value))) return R.fail(domainError(rules.refusal))
  return R.ok({ condition: { field, op, value: new Dec(value) }, repeat })
}
