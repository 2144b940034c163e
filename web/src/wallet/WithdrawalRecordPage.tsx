import '../account/account.css'
import { Wallet } from '@bourse/core'
import { usePagedList, useWallet, withdrawalScrollThreshold } from '@bourse/react-hooks'
import { Button, Dialog, Tag } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { withdrawals } from '../account/accountStores.js'
import { Amount } from '../components/Amount.js'
import { ListFooter } from '../components/ListFooter.js'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { RecordTimeline } from './RecordTimeline.js'

const tagColours = { 0: 'warning', 1: 'success', 2: 'danger', 3: 'default', 5: 'success' } as const

/** The withdrawals, newest first: amount, fee, bank (last 4 digits), state, reason when failed; cancel under review. */
export const WithdrawalRecords = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const { records, store } = withdrawals
  const items = usePagedList(records, (state) => state.items)
  const finished = usePagedList(records, (state) => state.finished)
  const confirming = useWallet(store, (state) => state.confirming)
  useEffect(() => {
    void records.getState().setFilter(null)
  }, [])
  return (
    <>
      <ul className="record-list" aria-label={labels.withdrawalRecords}>
        {items.map((record) => (
          <li key={record.id} className="record-row" data-status={record.withStatus}>
            <header className="record-head">
              <Amount value={record.withAmt} />
              <Tag color={tagColours[record.withStatus]}>
                {Wallet.walletLabel(Wallet.withdrawalStatusLabel(record.withStatus), language)}
              </Tag>
            </header>
            <p className="muted">
              <span data-record-number={record.id}>{fill(common.recordNumber, { number: String(record.id) })}</span>
              {Wallet.chargesWithdrawalFee(record.withStatus) && (
                <>
                  {' · '}
                  {labels.fee} <Amount value={record.withFee} />
                </>
              )}{' '}
              · {record.bankName} {record.bankNo}
            </p>
            <p className="muted">{formatTime(record.applyTime)}</p>
            {Wallet.showsWithdrawalReason(record.withStatus) && record.withMsg && (
              <p className="record-reason">
                {labels.reason}: {record.withMsg}
              </p>
            )}
            <RecordTimeline createdAt={record.applyTime} reference={String(record.id)} />
            {Wallet.canCancelWithdrawal(record.withStatus) && (
              <Button size="small" onClick={() => store.getState().askCancel(record)}>
                {labels.cancelWithdrawal}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {finished && items.length === 0 ? (
        <p className="muted">{labels.nothingYet}</p>
      ) : (
        // The spec's infinite scroll starts once at least 10 withdrawals are listed.
        (items.length >= withdrawalScrollThreshold || !finished) && (
          <ListFooter hasMore={!finished} loadMore={() => records.getState().loadMore()} />
        )
      )}
      <Dialog
        visible={confirming !== undefined}
        content={labels.confirmCancelWithdrawal}
        closeOnAction
        onClose={() => store.getState().dismiss()}
        actions={[
          [
            { key: 'keep', text: labels.keep, onClick: () => store.getState().dismiss() },
            {
              key: 'cancel',
              text: labels.cancelWithdrawal,
              bold: true,
              danger: true,
              onClick: async () => void showOutcome(await store.getState().confirmCancel(), navigate),
            },
          ],
        ]}
      />
    </>
  )
}

/** /cashlist and /cashWithdrawalRecord: the withdrawal records. */
export const WithdrawalRecordPage = () => (
  <main className="page">
    <WithdrawalRecords />
  </main>
)
