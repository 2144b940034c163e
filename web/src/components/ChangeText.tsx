import { Money } from '@bourse/core'
import type { DecimalValue } from './Amount.js'

/**
 * A change in percent ("+1.25%"), coloured. The spec colours rises green in the market tab and red in holdings and
 * the index list, so the caller picks the scheme.
 */
export const ChangeText = ({ value, risesGreen = false }: { value: DecimalValue; risesGreen?: boolean }) => {
  const rising = value.isPositive() && !value.isZero()
  const falling = value.isNegative() && !value.isZero()
  const tone = rising ? (risesGreen ? 'down' : 'up') : falling ? (risesGreen ? 'up' : 'down') : ''
  return <span className={`num ${tone}`}>{`${rising ? '+' : ''}${Money.format(value)}%`}</span>
}
