import { type DomainError, domainError } from '../errors/DomainError.js'
import { type FinancingTerms, financingTerms } from '../funds/marginFinancing.js'
import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Rate } from '../money/Rate.js'
import { type ManagementFees, managementFees } from './financingFigures.js'

/** A financing product as its list answers it: levers "2/3/5", margin range, days, daily fee rate. */
export interface FinancingProduct {
  readonly lever: string
  readonly minMargin: Money
  readonly maxMargin: Money
  readonly days: number
  readonly manageRate: Rate
}

/** The product's lever choices: "2/3/5" → [2, 3, 5]. */
export const productLevers = (product: Pick<FinancingProduct, 'lever'>): readonly number[] =>
  product.lever
    .split('/')
    .map((part) => Number(part.trim()))
    .filter((lever) => Number.isInteger(lever) && lever > 0)

/**
 * The application screen's check before sending (the engine checks again): a margin given, within the product's range,
 * a lever the product offers. Example: margin 999.99 with a 1,000–100,000 product → "financingMarginOutOfRange".
 */
export const checkFinancingApplication = (
  margin: Money | undefined,
  lever: number,
  product: FinancingProduct,
): DomainError | undefined => {
  if (!productLevers(product).includes(lever))
    return domainError('financingLeverNotAllowed', { lever: String(lever), levers: product.lever })
  if (margin === undefined || margin.lt(product.minMargin) || margin.gt(product.maxMargin))
    return domainError('financingMarginOutOfRange', {
      min: M.format(product.minMargin),
      max: M.format(product.maxMargin),
    })
  return undefined
}

/**
 * What the application screen shows before applying: core's terms (borrowed, lines) and the management fee, for the
 * whole term (`fee`) and per day (`fees`).
 */
export interface FinancingPreview extends FinancingTerms {
  readonly fee: Money
  readonly fees: ManagementFees
}

/**
 * Margin 3,333.33 at lever 3 with the default ratios and 0.0012 a day for 7 days: borrowed 9,999.99, warning line
 * 12,499.99, unwind line 12,733.32, fee round2(9,999.99 × 0.0012 × 7) = 84.00. Undefined without a positive margin.
 */
export const previewFinancing = (
  margin: Money | undefined,
  lever: number,
  product: FinancingProduct,
  ratios: { readonly warningRatio: Rate; readonly unwindRatio: Rate },
): FinancingPreview | undefined => {
  if (margin === undefined || !margin.gt(0) || lever <= 0) return undefined
  const terms = financingTerms(margin, lever, ratios)
  const fees = managementFees(terms.borrowed, product.manageRate, product.days)
  return { ...terms, fee: fees.wholeTerm, fees }
}
