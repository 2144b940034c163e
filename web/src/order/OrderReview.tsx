import type { Direction, Money, StockOrder } from '@bourse/core'
import { Dialog } from 'antd-mobile'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'
import { ChargeBreakdown } from './ChargeBreakdown.js'

interface OrderReviewProps {
  readonly visible: boolean
  readonly title: string
  /** What the price is: the current price, or a pending order's target. */
  readonly priceLabel: string
  readonly direction: Direction.Direction | undefined
  readonly hands: number | undefined
  readonly quote: StockOrder.Quote | undefined
  readonly available: Money.Money | undefined
  readonly onCancel: () => void
  readonly onConfirm: () => void
}

/**
 * The review before an order is sent: what, how many, at what price and lever, every charge and the deposit (core's
 * quote, as the ticket shows it), and what stays available; nothing is sent until "Confirm and send".
 */
export const OrderReview = ({
  visible,
  title,
  priceLabel,
  direction,
  hands,
  quote,
  available,
  onCancel,
  onConfirm,
}: OrderReviewProps) => {
  const labels = useLabels()
  return (
    <Dialog
      visible={visible}
      title={`${labels.reviewOrder}: ${title}`}
      onClose={onCancel}
      content={
        <div className="order-review" data-testid="order-review">
          <dl className="position-grid">
            <Fact label={labels.direction}>{direction === 'short' ? labels.buyFall : labels.buyUp}</Fact>
            <Fact label={labels.hands} numeric>
              {hands ?? '—'}
            </Fact>
            {quote && (
              <Fact label={priceLabel}>
                <PriceText value={quote.price} />
              </Fact>
            )}
            {quote && (
              <Fact label={labels.leverage} numeric>
                {quote.lever}X
              </Fact>
            )}
          </dl>
          <ChargeBreakdown quote={quote} />
          {quote && available && (
            <p className="muted">
              {labels.availableAfter}: <Amount value={available.minus(quote.deposit) as Money.Money} />
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: onCancel },
          { key: 'confirm', text: labels.confirmAndSend, bold: true, onClick: onConfirm },
        ],
      ]}
    />
  )
}
