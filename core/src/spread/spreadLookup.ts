import { domainError } from '../errors/DomainError.js'
import * as Result from '../errors/Result.js'
import { Dec } from '../money/Dec.js'
import * as M from '../money/Money.js'
import * as P from '../money/Price.js'
import type { Rate } from '../money/Rate.js'
import { type SpreadQuery, spreadRate } from './spreadRate.js'
import type { SpreadRule } from './spreadRule.js'

/** The form fields of `/api/user/findSpreadRateOne.do`, as text; blank optional fields are ignored. */
export interface SpreadLookupParams {
  /** hcrate: today's change in percent, e.g. "-2.35". */
  readonly applies?: string | undefined
  /** Order notional in rupees. */
  readonly turnover?: string | undefined
  readonly unitprice: string
  readonly code: string
}

const signedDecimal = /^-?\d+(\.\d+)?$/
const unsignedDecimal = /^\d+(\.\d+)?$/
const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

/**
 * The public spread lookup: decodes the fields and applies `rules`. Example with the default rules:
 * {unitprice "4.80", code "600000"} → 0.001; a malformed field is refused naming it.
 */
export const spreadLookup = (rules: readonly SpreadRule[], params: SpreadLookupParams): Result.Result<Rate> => {
  const fields = { applies: params.applies, turnover: params.turnover, unitprice: params.unitprice }
  for (const [field, text] of Object.entries(fields))
    if (
      (field === 'unitprice' || present(text)) &&
      !(field === 'applies' ? signedDecimal : unsignedDecimal).test(text?.trim() ?? '')
    )
      return Result.fail(domainError('invalidNumber', { field }))
  const query: SpreadQuery = {
    price: P.of(new Dec(params.unitprice.trim())),
    code: params.code.trim(),
    ...(present(params.applies) ? { changePercent: new Dec(params.applies.trim()) } : {}),
    ...(present(params.turnover) ? { notional: M.of(new Dec(params.turnover.trim())) } : {}),
  }
  return Result.ok(spreadRate(rules, query))
}
