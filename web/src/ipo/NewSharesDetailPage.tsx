import { usePagedList } from '@bourse/react-hooks'
import { Button, ErrorBlock } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ipo } from '../screenStores.js'
import { SubscribeDialog } from './SubscribeDialog.js'

/** /newsharesDetail?id: one listing from the loaded new-share list, with its dates and a subscribe button. */
export const NewSharesDetailPage = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const [query] = useSearchParams()
  const id = Number(query.get('id'))
  const item = usePagedList(ipo.listings, (state) => state.items.find((each) => each.id === id))
  const finished = usePagedList(ipo.listings, (state) => state.finished || state.failure !== undefined)
  const [open, setOpen] = useState(false)
  // Opened directly (a reload, a shared link): the list is read here, page by page, until the listing is found.
  useEffect(() => {
    const list = ipo.listings.getState()
    if (list.items.some((each) => each.id === id) || list.loading || list.finished || list.failure) return
    if (list.items.length === 0) void list.setFilter(list.filter)
    else void list.loadMore()
  })
  if (!item)
    return finished ? <ErrorBlock status="empty" title={labels.empty} description="" /> : <p className="muted">…</p>
  const rows = [
    [labels.issuePrice, <PriceText key="p" value={item.price} />],
    [labels.maxQuantity, item.orderNumber],
    [labels.quantity, item.minQuantity],
    [labels.subscriptionTime, formatTime(item.subscribeTime)],
    [labels.listingTime, formatTime(item.subscriptionTime)],
  ] as const
  return (
    <main className="page">
      <h2>
        {nameOf(item.name)} <span className="muted">{item.code}</span>
      </h2>
      <dl className="breakdown">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button block color="primary" size="large" onClick={() => setOpen(true)}>
        {labels.subscribe}
      </Button>
      <SubscribeDialog item={open ? item : undefined} onClose={() => setOpen(false)} />
    </main>
  )
}
