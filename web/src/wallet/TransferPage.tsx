import '../account/account.css'
import type { Transfer } from '@bourse/core'
import { initialTransferType, transferTabs, useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Input, Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { type AccountLabels, useAccountLabels } from '../account/accountLabels.js'
import { transfer } from '../account/accountStores.js'
import { account } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { showOutcome } from '../showOutcome.js'

const tabLabels: Readonly<Record<Transfer.TransferType, keyof AccountLabels>> = {
  1: 'stockToIndex',
  2: 'indexToStock',
  3: 'stockToFutures',
  4: 'futuresToStock',
}

/**
 * /transfers, /fundTransfer, /transfer: the tabs the settings show (`indexDisplay`, `futuresDisplay`), `type` in the
 * query preselects one; the transferable amount, the amount and "Full"; success returns to /user.
 */
export const TransferPage = () => {
  const labels = useAccountLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const settings = useAccount(account, (state) => state.settings)
  const user = useAccount(account, (state) => state.user)
  const type = useWallet(transfer, (state) => state.type)
  const amount = useWallet(transfer, (state) => state.amount)
  const submitting = useWallet(transfer, (state) => state.submitting)
  useEffect(() => {
    void account.getState().loadUser()
    if (!account.getState().settings) void account.getState().loadSettings()
  }, [])
  useEffect(() => {
    const first = settings && initialTransferType(query.get('type'), settings)
    if (first) transfer.getState().select(first)
  }, [settings, query])
  if (!settings) return <main className="page muted">{labels.loading}</main>
  // `user` in the dependency of this read: the transferable amount follows every balance refresh.
  const available = user && transfer.getState().transferable()
  const submit = async () => {
    // Back to the order that asked for the money (`back`, an in-app path), else to My.
    const back = query.get('back') ?? ''
    const inApp = back.startsWith('/') && !back.startsWith('//')
    if (showOutcome(await transfer.getState().submit(), navigate)) navigate(inApp ? back : '/user')
  }
  return (
    <main className="page">
      <Tabs
        activeKey={type ? String(type) : null}
        onChange={(key) => transfer.getState().select(Number(key) as Transfer.TransferType)}
      >
        {transferTabs(settings).map((tab) => (
          <Tabs.Tab key={String(tab)} title={labels[tabLabels[tab]]} />
        ))}
      </Tabs>
      <section className="card money-form" aria-label={labels.transfers}>
        <p>
          {labels.transferable} <span data-testid="transferable">{available && <Amount value={available} />}</span>
        </p>
        <div className="field">
          <label htmlFor="transfer-amount">{labels.transferAmount}</label>
          <div className="field-row">
            <Input
              id="transfer-amount"
              inputMode="decimal"
              value={amount}
              onChange={(text) => transfer.getState().setAmount(text)}
              clearable
            />
            <Button size="small" onClick={() => transfer.getState().fillFull()}>
              {labels.full}
            </Button>
          </div>
        </div>
        <Button block color="primary" size="large" loading={submitting} onClick={() => void submit()}>
          {labels.confirmTransfer}
        </Button>
      </section>
    </main>
  )
}
