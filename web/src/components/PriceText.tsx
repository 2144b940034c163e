import { Money } from '@bourse/core'
import type { DecimalValue } from './Amount.js'

/** A price with 2 decimals and thousands separators, as core formats it. */
export const PriceText = ({ value }: { value: DecimalValue }) => <span className="num">{Money.format(value)}</span>
