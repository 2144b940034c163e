import type { Direction, Money, Price } from '@bourse/core'
import { Dialog } from 'antd-mobile'
import { type ReactNode, useRef, useState } from 'react'
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
  /** The take-profit and stop-loss the order carries (stock orders), or undefined when off. */
  readonly profitTarget?: Price.Price | undefined
  readonly stopLoss?: Price.Price | undefined
  readonly onCancel: () => void
  readonly onConfirm: () => void
}

/**
 * The review before an order is sent: what, how many, at what price and lever, TP/SL, every charge and the deposit,
 * and what stays available; nothing is sent until "Confirm and send". From that tap the figures are the ones
 * confirmed: the account read again after the fill would otherwise take the deposit off a second time while the
 * dialog closes.
 */
export const OrderReview = (live: OrderReviewProps) => {
  const labels = useLabels()
  const [confirmed, setConfirmed] = useState<OrderReviewProps>()
  const wasVisible = useRef(live.visible)
  // A new review (closed → open) shows live figures again.
  if (live.visible && !wasVisible.current && confirmed) setConfirmed(undefined)
  wasVisible.current = live.visible
  const props = confirmed ?? live
  const { price, availableAfter } = props
  const silent = useFeedSilent()
  return (
    <Dialog
      visible={live.visible}
      title={`${labels.reviewOrder}: ${props.title}`}
      onClose={live.onCancel}
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
            {props.profitTarget && (
              <Fact label={labels.takeProfit}>
                <PriceText value={props.profitTarget} />
              </Fact>
            )}
            {props.stopLoss && (
              <Fact label={labels.stopLoss}>
                <PriceText value={props.stopLoss} />
              </Fact>
            )}
          </dl>
          {props.breakdown}
          {availableAfter && (
            <p className="muted" data-testid="available-after">
              {labels.availableAfter}: <Amount value={availableAfter} />
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: live.onCancel },
          {
            key: 'confirm',
            text: labels.confirmAndSend,
            bold: true,
            disabled: silent || confirmed !== undefined,
            onClick: () => {
              setConfirmed(live)
              live.onConfirm()
            },
          },
        ],
      ]}
    />
  )
}
