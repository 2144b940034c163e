import {
  contractHandPresets,
  createPoller,
  goldFuturesCode,
  pollIntervals,
  useAccount,
  useContractOrder,
  usePagedList,
} from '@bourse/react-hooks'
import { Button, Checkbox, ErrorBlock } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { account, contractPositions, futuresList, futuresTicket, visibility } from '../appStores.js'
import { Amount } from '../components/Amount.js'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'
import { ContractBreakdown } from '../order/ContractBreakdown.js'
import { DirectionPicker } from '../order/DirectionPicker.js'
import { HandsPicker } from '../order/HandsPicker.js'
import { LeverPicker } from '../order/LeverPicker.js'
import { ContractCloseDialog, ContractPositions } from '../positions/ContractPositions.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * /buyGold: the gold futures contract (`GC`) at the simulator's price (refreshed every 5 s), its order form
 * (react-hooks' futures order store: hands, leverage, direction, agreement, deposit and fee from core) and the open
 * futures positions with a confirmed close.
 */
export const BuyGoldPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const gold = usePagedList(futuresList, (state) => state.items.find((row) => row.futuresCode === goldFuturesCode))
  const finished = usePagedList(futuresList, (state) => state.finished)
  const user = useAccount(account, (state) => state.user)
  const state = useContractOrder(futuresTicket, (each) => each)
  useEffect(() => {
    void account.getState().loadUser()
    void contractPositions.store.getState().reloadAll()
    contractPositions.store.getState().startPolling()
    const poller = createPoller(() => futuresList.getState().refresh(), pollIntervals.quote, visibility)
    poller.start()
    return () => {
      poller.stop()
      contractPositions.store.getState().stopPolling()
    }
  }, [])
  useEffect(() => {
    futuresTicket.getState().setContext({ ...(gold ? { contract: gold } : {}), ...(user ? { user } : {}) })
  }, [gold, user])
  const submit = async () => {
    const outcome = await futuresTicket.getState().submit()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      void account.getState().loadUser()
      void contractPositions.store.getState().reloadAll()
      return
    }
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect) navigate(outcome.redirect)
  }
  if (!gold) return finished ? <ErrorBlock status="empty" title={labels.empty} description="" /> : null
  return (
    <main className="page ticket">
      <section className="quote-header ticket-stock">
        <h2 className="quote-title">
          {gold.futuresName} <span className="muted">{gold.futuresCode}</span>
        </h2>
        <p className="quote-price">
          <PriceText value={gold.nowPrice} /> <ChangeText value={gold.floatRate} />
        </p>
        <p className="muted">
          {labels.hands}: {gold.minNum} – {gold.maxNum} · {labels.available}{' '}
          {user ? <Amount value={user.enableFuturesAmt} /> : '—'}
        </p>
      </section>
      <HandsPicker
        presets={contractHandPresets}
        preset={state.presetHands}
        custom={state.customHands}
        onPreset={(hands) => futuresTicket.getState().choosePreset(hands)}
        onCustom={(text) => futuresTicket.getState().typeCustomHands(text)}
      />
      <LeverPicker
        levers={state.levers}
        lever={state.lever}
        onChange={(lever) => futuresTicket.getState().chooseLever(lever)}
      />
      <DirectionPicker
        value={state.direction}
        onChange={(direction) => futuresTicket.getState().chooseDirection(direction)}
      />
      <ContractBreakdown quote={state.quote} />
      <Checkbox checked={state.agreed} onChange={(agreed) => futuresTicket.getState().setAgreed(agreed)}>
        {labels.agreement}
      </Checkbox>
      <Button
        block
        color="primary"
        size="large"
        loading={state.submitting}
        disabled={state.submitting}
        onClick={() => void submit()}
      >
        {labels.placeOrder}
      </Button>
      <p className="notice">{labels.goldNotice}</p>
      <ContractPositions only="futures" />
      <ContractCloseDialog />
    </main>
  )
}
