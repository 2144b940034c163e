import { Money } from '@bourse/core'
import type { DecimalValue } from './Amount.js'

/**
 * A change in percent ("+1.25%"), coloured as a rise (`up`) or a fall (`down`). Which colour a rise takes is one
 * preference for the whole app (DECISIONS §19, `data-rise` on the shell), not the caller's choice.
 */
export const ChangeText = ({ value }: { value: DecimalValue }) => {
  const rising = value.isPositive() && !value.isZero()
  const falling = value.isNegative() && !value.isZero()
  const tone = rising ? 'up' : falling ? 'down' : ''
  return <span className={`num ${tone}`}>{`${rising ? '+' : ''}${Money.format(value)}%`}</span>
}
