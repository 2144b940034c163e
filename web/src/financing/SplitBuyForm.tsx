import { Wallet } from '@bourse/core'
import { useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Input, Selector } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { account } from '../appStores.js'
import { useLanguage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { financing } from './financingStores.js'

/** A split-position buy: the sub-account selector ("No sub-account obtained" without one), stock, hands, direction. */
export const SplitBuyForm = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const { store } = financing
  const subaccounts = useWallet(store, (state) => state.subaccounts)
  const draft = useWallet(store, (state) => state.draft)
  const submitting = useWallet(store, (state) => state.submitting)
  const levers = useAccount(account, (state) => state.settings?.siteLever ?? '1')
  useEffect(() => {
    if (!account.getState().settings) void account.getState().loadSettings()
  }, [])
  useEffect(() => {
    // The lever starts at the first the broker offers (siteLever), as on the stock order form.
    const offered = levers.split('/').map(Number)
    const { draft, editDraft } = financing.store.getState()
    if (!offered.includes(draft.lever)) editDraft({ lever: offered[0] ?? 1 })
  }, [levers])
  const buy = async () => {
    if (showOutcome(await store.getState().buy(), navigate)) navigate('/orderlist?index=2&tab=positions')
  }
  return (
    <section className="card money-form" aria-label={labels.splitBuy}>
      <h2 className="section-title">{labels.splitBuy}</h2>
      {subaccounts.length === 0 ? (
        <p className="muted" data-testid="no-subaccount">
          {Wallet.walletLabel('walletNoSubaccount', language)}
        </p>
      ) : (
        <Selector
          aria-label={labels.subAccount}
          options={subaccounts.map((sub) => ({ label: sub.subaccountNumber, value: sub.subaccountNumber }))}
          value={[draft.subaccountNumber]}
          onChange={(values) => values[0] && store.getState().editDraft({ subaccountNumber: values[0] })}
        />
      )}
      <div className="field">
        <label htmlFor="split-code">{labels.stockCode}</label>
        <Input id="split-code" value={draft.code} onChange={(code) => store.getState().editDraft({ code })} />
      </div>
      <div className="field">
        <label htmlFor="split-hands">{labels.hands}</label>
        <Input
          id="split-hands"
          inputMode="numeric"
          value={draft.hands}
          onChange={(hands) => store.getState().editDraft({ hands })}
        />
      </div>
      <Selector
        aria-label={labels.lever}
        options={levers.split('/').map((each) => ({ label: `×${each}`, value: each }))}
        value={[String(draft.lever)]}
        onChange={(values) => values[0] && store.getState().editDraft({ lever: Number(values[0]) })}
      />
      <div className="field-row">
        <Button
          block
          color="danger"
          loading={submitting && draft.buyType === 0}
          onClick={() => {
            store.getState().editDraft({ buyType: 0 })
            void buy()
          }}
        >
          {labels.buyUp}
        </Button>
        <Button
          block
          color="success"
          loading={submitting && draft.buyType === 1}
          onClick={() => {
            store.getState().editDraft({ buyType: 1 })
            void buy()
          }}
        >
          {labels.buyFall}
        </Button>
      </div>
    </section>
  )
}
