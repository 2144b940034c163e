import { pollIntervals, useAccount, usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { account, indexList } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { FigureAge } from '../components/FigureAge.js'
import { PriceText } from '../components/PriceText.js'
import { useLiveList } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { indexTicket } from '../screenStores.js'
import { ContractOrderForm } from './ContractOrderForm.js'

/**
 * /indexBuy?code: an index contract order — hands (1…100 presets, minNum–maxNum), leverage, direction, agreement.
 * Without a code there is no instrument to order: the page says so and links to the index list.
 */
export const IndexBuyPage = () => {
  const labels = useLabels()
  const [query] = useSearchParams()
  const code = query.get('code') ?? ''
  if (code === '')
    return (
      <main className="page ticket">
        <section className="card index-missing" role="status">
          <p>{labels.chooseIndex}</p>
          <Link className="link-button" to="/trading-list?index=1&listid=1">
            {labels.indexList}
          </Link>
        </section>
      </main>
    )
  return <IndexTicket code={code} />
}

/** The order form of one index. */
const IndexTicket = ({ code }: { code: string }) => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const index = usePagedList(indexList, (state) => state.items.find((row) => row.indexCode === code))
  const user = useAccount(account, (state) => state.user)
  useEffect(() => {
    void account.getState().loadUser()
    if (!indexList.getState().items.some((row) => row.indexCode === code)) void indexList.getState().setFilter(code)
  }, [code])
  // The index's point moves with the live socket (polled every 5 s only while it is down).
  useLiveList(indexList, (row) => row.indexCode, pollIntervals.quote)
  useEffect(() => {
    indexTicket.getState().setContext({ ...(index ? { contract: index } : {}), ...(user ? { user } : {}) })
  }, [index, user])
  return (
    <main className="page ticket">
      <section className="ticket-stock">
        <h2>
          {index ? nameOf(index.indexName, index.indexNameEn) : code} <span className="muted">{code}</span>
        </h2>
        {index && (
          <p className="quote-price">
            <PriceText value={index.currentPoint} /> <ChangeText value={index.floatRate} /> <FigureAge />
          </p>
        )}
        {index && (
          <p className="muted">
            {labels.hands}: {index.minNum} – {index.maxNum}
          </p>
        )}
      </section>
      <ContractOrderForm
        ticket={indexTicket}
        kind="index"
        title={`${index ? nameOf(index.indexName, index.indexNameEn) : ''} ${code}`}
        leaveOnSuccess
      />
    </main>
  )
}
