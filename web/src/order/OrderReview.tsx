import type { Direction, Money, Price } from '@bourse/core'
import { Dialog } from 'antd-mobile'
import type { ReactNode } from 'react'
import { Amount } from '../components/Amount.js'
import { Fact } from '../components/Fact.js'
import { PriceText } from '../components/PriceText.js'
import { useFeedSilent } from '../feed.js'
import { useLabels } from '../i18n/useLabels.js'

interface OrderReviewProps {
  readonly visible: boolean
  readonly title: string
  readonly direction: Direction.Direction | undefined
  readonly hands: number | undefined
  readonly lever: number
  /** The price shown with its label: the current price, or a pending order's target (contracts fill at the tick). */
  readonly price?: { readonly label: string; readonly value: Price.Price } | undefined
  /** The order's charges and deposit, as the ticket shows them (core's quote). */
  readonly breakdown: ReactNode
  /** What stays available in the account the order draws on, once it is placed. */
  readonly availableAfter: Money.Money | undefined
  readonly onCancel: () => void
  readonly onConfirm: () => void
}

/**
 * The review before an order is sent: what, how many, at what price and lever, every charge and the deposit, and what
 * stays available; nothing is sent until "Confirm and send".
 */
export const OrderReview = (props: OrderReviewProps) => {
  const labels = useLabels()
  const { price, availableAfter } = props
  const silent = useFeedSilent()
  return (
    <Dialog
      visible={props.visible}
      title={`${labels.reviewOrder}: ${props.title}`}
      onClose={props.onCancel}
      content={
        <div className="order-review" data-testid="order-review">
          <dl className="position-grid">
            <Fact label={labels.direction}>{props.direction === 'short' ? labels.buyFall : labels.buyUp}</Fact>
            <Fact label={labels.hands} numeric>
              {props.hands ?? '—'}
            </Fact>
            <Fact label={labels.leverage} numeric>
              {props.lever}X
            </Fact>
            {price && (
              <Fact label={price.label}>
                <PriceText value={price.value} />
              </Fact>
            )}
          </dl>
          {props.breakdown}
          {availableAfter && (
            <p className="muted">
              {labels.availableAfter}: <Amount value={availableAfter} />
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: props.onCancel },
          { key: 'confirm', text: labels.confirmAndSend, bold: true, disabled: silent, onClick: props.onConfirm },
        ],
      ]}
    />
  )
}
