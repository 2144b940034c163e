import '../account/account.css'
import { Wallet } from '@bourse/core'
import { type FundFlowEntry, useAccount, usePagedList } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { fundFlow, ledgerBridge } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { Tabs } from '../components/LightTabs.js'
import { ListFooter } from '../components/ListFooter.js'
import { formatTime } from '../formatTime.js'
import { useLanguage } from '../i18n/useLabels.js'
import { downloadFundFlowCsv } from './fundFlowCsv.js'
import { RechargeRecords } from './RechargeListPage.js'
import { WithdrawalRecords } from './WithdrawalRecordPage.js'

/** What a line's reference is, in words (core `fundFlowReference`: the move and the record's number), if anything. */
const ReferenceLine = ({ entry, items }: { entry: FundFlowEntry; items: readonly FundFlowEntry[] }) => {
  const text = Wallet.fundFlowReference(entry, items, useLanguage())
  return text === undefined ? null : (
    <p className="muted" data-reference>
      {text}
    </p>
  )
}

/** The fund flow: each journal entry with its amount, the balance after and its time, 10 a page. */
const CapitalDetails = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const items = usePagedList(fundFlow, (state) => state.items)
  const finished = usePagedList(fundFlow, (state) => state.finished)
  useEffect(() => {
    void fundFlow.getState().setFilter(null)
  }, [])
  // The whole fund flow, not only the pages on screen: a dispute needs every entry.
  const exportAll = async () => {
    await ledgerBridge.getState().load()
    downloadFundFlowCsv(ledgerBridge.getState().entries)
  }
  return (
    <>
      <Button size="small" onClick={() => void exportAll()} disabled={items.length === 0}>
        {labels.exportCsv}
      </Button>
      <ul className="record-list" aria-label={labels.capitalDetails}>
        {items.map((entry: FundFlowEntry) => (
          <li key={entry.id} className="record-row" data-type={entry.deType}>
            <header className="record-head">
              <span>{entry.deSummary}</span>
              <Amount value={entry.deAmt} signed />
            </header>
            <p className="muted" data-balance={entry.balance}>
              {Wallet.balanceLabel(entry.balance, language)} · {labels.balanceAfter} <Amount value={entry.afterAmt} />
            </p>
            <ReferenceLine entry={entry} items={items} />
            <p className="muted">{formatTime(entry.addTime)}</p>
          </li>
        ))}
      </ul>
      {finished && items.length === 0 ? (
        <p className="muted">{labels.nothingYet}</p>
      ) : (
        <ListFooter hasMore={!finished} loadMore={() => fundFlow.getState().loadMore()} />
      )}
    </>
  )
}

type Tab = 'capital' | 'recharge' | 'withdrawal'

/** /FundingDetails: the stock account's available balance, named, with top-up and withdraw links, and three tabs of records. */
export const FundingDetailsPage = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const user = useAccount(account, (state) => state.user)
  const [tab, setTab] = useState<Tab>('capital')
  useEffect(() => {
    void account.getState().loadUser()
  }, [])
  return (
    <main className="page">
      <section className="card">
        <p className="muted" data-testid="funding-balance-name">
          {Wallet.balanceLabel('stock.available', language)}
        </p>
        <p className="account-total">{user ? <Amount value={user.enableAmt} /> : labels.loading}</p>
        <nav className="link-row">
          <Link to="/recharge">{labels.recharge}</Link>
          <Link to="/withdraw">{labels.withdraw}</Link>
        </nav>
      </section>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.Tab key="capital" title={labels.capitalDetails} />
        <Tabs.Tab key="recharge" title={labels.rechargeRecord} />
        <Tabs.Tab key="withdrawal" title={labels.withdrawalRecord} />
      </Tabs>
      {tab === 'capital' && <CapitalDetails />}
      {tab === 'recharge' && <RechargeRecords />}
      {tab === 'withdrawal' && <WithdrawalRecords />}
    </main>
  )
}
