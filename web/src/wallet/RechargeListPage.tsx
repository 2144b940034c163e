import '../account/account.css'
import { Wallet } from '@bourse/core'
import { usePagedList } from '@bourse/react-hooks'
import { Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { useAccountLabels } from '../account/accountLabels.js'
import { rechargeRecords, waitingRecharges } from '../account/accountStores.js'
import { Amount } from '../components/Amount.js'
import { ListFooter } from '../components/ListFooter.js'
import { formatTime } from '../formatTime.js'
import { useLanguage } from '../i18n/useLabels.js'
import { RecordTimeline } from './RecordTimeline.js'

const tagColours = ['warning', 'success', 'danger', 'default'] as const

/** The top-up records, newest first, 15 a page (also the recharge tab of /FundingDetails). */
export const RechargeRecords = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const items = usePagedList(rechargeRecords, (state) => state.items)
  const finished = usePagedList(rechargeRecords, (state) => state.finished)
  useEffect(() => {
    void rechargeRecords.getState().setFilter(null)
    waitingRecharges.start()
    return () => waitingRecharges.stop()
  }, [])
  return (
    <>
      <ul className="record-list" aria-label={labels.rechargeRecords}>
        {items.map((record) => (
          <li key={record.id} className="record-row" data-status={record.orderStatus}>
            <header className="record-head">
              <Amount value={record.payAmount} />
              <Tag color={tagColours[record.orderStatus]}>
                {Wallet.walletLabel(Wallet.rechargeStatusLabel(record.orderStatus), language)}
              </Tag>
            </header>
            <p className="muted">
              {labels.orderNumber} {record.orderSn}
            </p>
            <p className="muted">{formatTime(record.createTime)}</p>
            <RecordTimeline createdAt={record.createTime} reference={record.orderSn} />
          </li>
        ))}
      </ul>
      {finished && items.length === 0 ? (
        <p className="muted">{labels.nothingYet}</p>
      ) : (
        <ListFooter hasMore={!finished} loadMore={() => rechargeRecords.getState().loadMore()} />
      )}
    </>
  )
}

/** /rechargelist: the top-up records. */
export const RechargeListPage = () => (
  <main className="page">
    <RechargeRecords />
  </main>
)
