import { Money } from '@bourse/core'

/** Any decimal core hands out (Money, Price, a P&L). */
export type DecimalValue = Parameters<typeof Money.format>[0]

/** An amount as core formats it (thousands separators, 2 decimals, or `****`); signed ones coloured up/down. */
export const Amount = ({
  value,
  masked = false,
  signed = false,
}: {
  value: DecimalValue
  masked?: boolean
  signed?: boolean
}) => {
  const tone = !signed || masked || value.isZero() ? '' : value.isNegative() ? ' down' : ' up'
  return <span className={`num${tone}`}>{Money.format(value, { masked })}</span>
}
