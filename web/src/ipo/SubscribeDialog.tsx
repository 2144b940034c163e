import { Ipo, Shares } from '@bourse/core'
import type { IpoItem } from '@bourse/react-hooks'
import { Dialog, Input } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ipo } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * Quantity for one listing, with its subscription and listing times (spec 000 §2 "dialog to change subscription
 * quantity"): it opens at the listing's minimum, the user changes it (digits only), the IPO store checks it with core
 * (required, ≥ 1, minimum, most per application, whole hands) and sends it. The amount at the issue price (core's
 * `IpoApplication.cost`) is shown before sending, with when it is paid: now (placement) or once allotted (online).
 */
export const SubscribeDialog = ({ item, onClose }: { item: IpoItem | undefined; onClose: () => void }) => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const [quantity, setQuantity] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setQuantity(item ? String(item.minQuantity) : '')
  }, [item])
  const submit = async () => {
    if (!item || busy) return
    setBusy(true)
    const outcome = await ipo.store.getState().apply(item, quantity, account.getState().user)
    setBusy(false)
    if (!outcome.ok) return showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
    showSuccess(outcome.msg)
    onClose()
  }
  return (
    <Dialog
      visible={item !== undefined}
      title={item ? `${nameOf(item.name)} ${item.code}` : ''}
      onClose={onClose}
      content={
        item && (
          <div className="subscribe-form">
            <p className="muted">
              {labels.subscriptionTime}: {formatTime(item.subscribeTime)}
            </p>
            <p className="muted">
              {labels.listingTime}: {formatTime(item.subscriptionTime)}
            </p>
            <label htmlFor="ipo-quantity">
              {labels.quantity} ({item.minQuantity} – {item.orderNumber})
            </label>
            <Input
              className="bordered-input"
              id="ipo-quantity"
              inputMode="numeric"
              value={quantity}
              onChange={(text) => setQuantity(text.replace(/\D/g, ''))}
            />
            {quantity !== '' && (
              <p data-testid="ipo-amount">
                {labels.ipoAmount}: <Amount value={Ipo.IpoApplication.cost(item.price, Shares.of(Number(quantity)))} />
              </p>
            )}
            <p className="muted">{item.type === 2 ? labels.ipoPaidNow : labels.ipoPaidIfAllotted}</p>
          </div>
        )
      }
      actions={[
        [
          { key: 'cancel', text: labels.cancel, onClick: onClose },
          { key: 'ok', text: labels.subscribe, bold: true, disabled: busy, onClick: () => void submit() },
        ],
      ]}
    />
  )
}
