import type { ReactNode } from 'react'
import type { DecimalValue } from './Amount.js'
import { ChangeText } from './ChangeText.js'
import { PriceText } from './PriceText.js'

interface QuoteRowProps {
  readonly name: string
  readonly code: string
  readonly price: DecimalValue
  readonly change: DecimalValue
  readonly onOpen: () => void
  readonly action?: ReactNode
}

/** One list row: name over code, latest price, change — a 56 px touch target. */
export const QuoteRow = ({ name, code, price, change, onOpen, action }: QuoteRowProps) => (
  <li className="quote-row">
    <button type="button" className="quote-row-main" onClick={onOpen}>
      <span className="quote-name">
        <span>{name}</span>
        <span className="muted">{code}</span>
      </span>
      <PriceText value={price} />
      <ChangeText value={change} />
    </button>
    {action}
  </li>
)
