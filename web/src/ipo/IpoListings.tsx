import { type IpoItem, usePagedList } from '@bourse/react-hooks'
import { Button, ErrorBlock, Tag } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { ListFooter } from '../components/ListFooter.js'
import { PriceText } from '../components/PriceText.js'
import { formatTime } from '../formatTime.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ipo } from '../screenStores.js'
import { SubscribeDialog } from './SubscribeDialog.js'

/** New-share listings (9 a page): issue price, most shares, type, deadline; subscribe in a dialog while open. */
export const IpoListings = () => {
  const nameOf = useInstrumentName()
  const labels = useLabels()
  const list = ipo.listings
  const items = usePagedList(list, (state) => state.items)
  const finished = usePagedList(list, (state) => state.finished)
  const failed = usePagedList(list, (state) => state.failure !== undefined)
  const [chosen, setChosen] = useState<IpoItem | undefined>(undefined)
  useEffect(() => {
    void ipo.listings.getState().setFilter(null)
  }, [])
  return (
    <>
      <ul className="position-list">
        {items.map((item) => (
          <li key={item.id} className="position-row">
            <header className="position-head">
              <Link to={`/newsharesDetail?id=${item.id}`}>
                <strong>{nameOf(item.name)}</strong> <span className="muted">{item.code}</span>
              </Link>
              <Tag color={item.type === 1 ? 'primary' : 'warning'}>
                {item.type === 1 ? labels.ipoOnline : labels.ipoPlacement}
              </Tag>
            </header>
            <dl className="position-grid">
              <div>
                <dt>{labels.issuePrice}</dt>
                <dd>
                  <PriceText value={item.price} />
                </dd>
              </div>
              <div>
                <dt>{labels.maxQuantity}</dt>
                <dd className="num">{item.orderNumber}</dd>
              </div>
              <div>
                <dt>{labels.subscriptionTime}</dt>
                <dd>{formatTime(item.subscribeTime, 'date')}</dd>
              </div>
            </dl>
            <footer className="position-foot">
              <span />
              {ipo.store.getState().isOpen(item) ? (
                <Button size="small" color="primary" onClick={() => setChosen(item)}>
                  {labels.subscribe}
                </Button>
              ) : (
                <span className="muted" data-closed>
                  {labels.subscriptionClosed}
                </span>
              )}
            </footer>
          </li>
        ))}
      </ul>
      {finished && items.length === 0 && <ErrorBlock status="empty" title={labels.empty} description="" />}
      <ListFooter hasMore={!finished && !failed} loadMore={() => list.getState().loadMore()} />
      <SubscribeDialog item={chosen} onClose={() => setChosen(undefined)} />
    </>
  )
}
