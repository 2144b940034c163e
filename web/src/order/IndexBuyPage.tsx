import { contractHandPresets, useAccount, useContractOrder, usePagedList } from '@bourse/react-hooks'
import { Button, Checkbox } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { account, indexList, indexTicket } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { PriceText } from '../components/PriceText.js'
import { useLabels } from '../i18n/useLabels.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { ContractBreakdown } from './ContractBreakdown.js'
import { DirectionPicker } from './DirectionPicker.js'
import { HandsPicker } from './HandsPicker.js'
import { LeverPicker } from './LeverPicker.js'

/** /indexBuy?code: an index contract order — hands (1…100 presets, minNum–maxNum), leverage, direction, agreement. */
export const IndexBuyPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const code = query.get('code') ?? ''
  const index = usePagedList(indexList, (state) => state.items.find((row) => row.indexCode === code))
  const user = useAccount(account, (state) => state.user)
  const state = useContractOrder(indexTicket, (each) => each)
  useEffect(() => {
    void account.getState().loadUser()
    if (!indexList.getState().items.some((row) => row.indexCode === code)) void indexList.getState().setFilter(code)
  }, [code])
  useEffect(() => {
    indexTicket.getState().setContext({ ...(index ? { contract: index } : {}), ...(user ? { user } : {}) })
  }, [index, user])
  const submit = async () => {
    const outcome = await indexTicket.getState().submit()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      void account.getState().loadUser()
      navigate(outcome.next)
      return
    }
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect) navigate(outcome.redirect)
  }
  return (
    <main className="page ticket">
      <section className="ticket-stock">
        <h2>
          {index?.indexName ?? code} <span className="muted">{code}</span>
        </h2>
        {index && (
          <p className="quote-price">
            <PriceText value={index.currentPoint} /> <ChangeText value={index.floatRate} />
          </p>
        )}
        {index && (
          <p className="muted">
            {labels.hands}: {index.minNum} – {index.maxNum}
          </p>
        )}
      </section>
      <HandsPicker
        presets={contractHandPresets}
        preset={state.presetHands}
        custom={state.customHands}
        onPreset={(hands) => indexTicket.getState().choosePreset(hands)}
        onCustom={(text) => indexTicket.getState().typeCustomHands(text)}
      />
      <LeverPicker
        levers={state.levers}
        lever={state.lever}
        onChange={(lever) => indexTicket.getState().chooseLever(lever)}
      />
      <DirectionPicker
        value={state.direction}
        onChange={(direction) => indexTicket.getState().chooseDirection(direction)}
      />
      <ContractBreakdown quote={state.quote} />
      <Checkbox checked={state.agreed} onChange={(agreed) => indexTicket.getState().setAgreed(agreed)}>
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
    </main>
  )
}
