import { Wallet } from '@bourse/core'
import { useAccount, useWallet } from '@bourse/react-hooks'
import { Button, Input, Selector } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { account } from '../appStores.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { ChargeBreakdown } from '../order/ChargeBreakdown.js'
import { OrderReview } from '../order/OrderReview.js'
import { showFailure } from '../showFailure.js'
import { showOutcome } from '../showOutcome.js'
import { financing } from './financingStores.js'

/**
 * A split-position buy: the sub-account selector ("No sub-account obtained" without one), stock, hands, direction in
 * the rise and fall colours (DECISIONS §19); Buy up / Buy fall open the review (core's charges, the sub-account's cash
 * after), and only its confirmation sends the order.
 */
export const SplitBuyForm = () => {
  const labels = useAccountLabels()
  const ticketLabels = useLabels()
  const nameOf = useInstrumentName()
  const language = useLanguage()
  const navigate = useNavigate()
  const { store } = financing
  const subaccounts = useWallet(store, (state) => state.subaccounts)
  const draft = useWallet(store, (state) => state.draft)
  const submitting = useWallet(store, (state) => state.submitting)
  const review = useWallet(store, (state) => state.splitReview)
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
  const reviewSplit = async (buyType: 0 | 1) => {
    const outcome = await store.getState().reviewSplit(buyType)
    if (!outcome.ok && outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
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
        <Button block className="buy-rise" loading={submitting && draft.buyType === 0} onClick={() => reviewSplit(0)}>
          {labels.buyUp}
        </Button>
        <Button block className="buy-fall" loading={submitting && draft.buyType === 1} onClick={() => reviewSplit(1)}>
          {labels.buyFall}
        </Button>
      </div>
      <OrderReview
        visible={review !== undefined}
        title={
          review ? `${nameOf(review.stockName, review.stockNameEn)} ${review.code} · ${review.subaccountNumber}` : ''
        }
        direction={draft.buyType === 1 ? 'short' : 'long'}
        hands={review?.hands}
        lever={draft.lever}
        price={review && { label: ticketLabels.nowPrice, value: review.quote.price }}
        breakdown={<ChargeBreakdown quote={review?.quote} />}
        availableAfter={review?.availableAfter}
        onCancel={() => store.getState().cancelSplitReview()}
        onConfirm={() => void buy()}
      />
    </section>
  )
}
