import { goldFuturesCode, pollIntervals, useAccount, usePagedList } from '@bourse/react-hooks'
import { ErrorBlock } from 'antd-mobile'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { account } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { FigureAge } from '../components/FigureAge.js'
import { PriceText } from '../components/PriceText.js'
import { useLiveList } from '../feed.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { ContractCloseDialog, ContractPositions } from '../positions/ContractPositions.js'
import { contractPositions, futuresList, futuresTicket } from '../screenStores.js'
import { ContractOrderForm } from './ContractOrderForm.js'

/**
 * /buyGold (`code` picks another futures contract from the market's futures tab): the gold futures contract (`GC`) at the simulator's price (live from the socket), its order form
 * (react-hooks' futures order store: hands, leverage, direction, agreement, deposit and fee from core) and the open
 * futures positions with a confirmed close.
 */
export const BuyGoldPage = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const [query] = useSearchParams()
  const code = query.get('code') ?? goldFuturesCode
  const gold = usePagedList(futuresList, (state) => state.items.find((row) => row.futuresCode === code))
  const finished = usePagedList(futuresList, (state) => state.finished)
  const user = useAccount(account, (state) => state.user)
  useEffect(() => {
    void account.getState().loadUser()
    void contractPositions.store.getState().reloadAll()
    contractPositions.store.getState().startLive()
    return () => contractPositions.store.getState().stopLive()
  }, [])
  useLiveList(futuresList, (row) => row.futuresCode, pollIntervals.quote)
  useEffect(() => {
    futuresTicket.getState().setContext({ ...(gold ? { contract: gold } : {}), ...(user ? { user } : {}) })
  }, [gold, user])
  if (!gold) return finished ? <ErrorBlock status="empty" title={labels.empty} description="" /> : null
  return (
    <main className="page ticket">
      <section className="quote-header ticket-stock">
        <h2 className="quote-title">
          {nameOf(gold.futuresName, gold.futuresNameEn)} <span className="muted">{gold.futuresCode}</span>
        </h2>
        <p className="quote-price">
          <PriceText value={gold.nowPrice} /> <ChangeText value={gold.floatRate} /> <FigureAge />
        </p>
        <p className="muted">
          {labels.hands}: {gold.minNum} – {gold.maxNum}
        </p>
      </section>
      <ContractOrderForm
        ticket={futuresTicket}
        kind="futures"
        title={`${nameOf(gold.futuresName, gold.futuresNameEn)} ${gold.futuresCode}`}
        leaveOnSuccess
        onPlaced={() => void contractPositions.store.getState().reloadAll()}
      />
      {code === goldFuturesCode && <p className="notice">{labels.goldNotice}</p>}
      <ContractPositions only="futures" />
      <ContractCloseDialog />
    </main>
  )
}
