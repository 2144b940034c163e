import { Money } from '@bourse/core'
import { handPresets, useAccount, useOrderTicket, useQuote } from '@bourse/react-hooks'
import { Input, Tabs } from 'antd-mobile'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { account } from '../appStores.js'
import { ChangeText } from '../components/ChangeText.js'
import { FigureAge } from '../components/FigureAge.js'
import { PriceText } from '../components/PriceText.js'
import { useInstrumentName } from '../i18n/instrumentName.js'
import { useLabels } from '../i18n/useLabels.js'
import { quotes, ticket } from '../screenStores.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { AgreeAndPlace } from './AgreeAndPlace.js'
import { ChargeBreakdown } from './ChargeBreakdown.js'
import { DirectionPicker } from './DirectionPicker.js'
import { HandsPicker } from './HandsPicker.js'
import { LeverPicker } from './LeverPicker.js'
import { OrderReview } from './OrderReview.js'
import { TargetSwitch } from './TargetSwitch.js'
import { TicketFunds } from './TicketFunds.js'

/**
 * /buyStocks?id&code&name&t: market or pending order. Every number shown (charges, deposit) and every check is the
 * ticket store's (core underneath); this page only lays it out and follows the outcome.
 */
export const OrderPage = () => {
  const labels = useLabels()
  const nameOf = useInstrumentName()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const code = query.get('code') ?? ''
  const stock = useQuote(quotes, code === '' ? undefined : code, (state) => state.stock)
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const state = useOrderTicket(ticket, (each) => each)
  useEffect(() => {
    void account.getState().loadUser()
    void account.getState().loadSettings()
    // t=1 buy (long), t=0 sell (short), as the spec's order page reads it.
    const t = query.get('t')
    if (t === '1') ticket.getState().chooseDirection('long')
    if (t === '0') ticket.getState().chooseDirection('short')
  }, [query])
  useEffect(() => {
    ticket.getState().setContext({
      ...(stock ? { stock } : {}),
      ...(user ? { user } : {}),
      ...(settings ? { settings } : {}),
    })
  }, [stock, user, settings])
  const maxHands = ticket.getState().maxHands()
  const refused = (outcome: { msg: string; redirect?: string; failure?: Parameters<typeof showFailure>[0] }) => {
    if (outcome.failure) showFailure(outcome.failure)
    else if (outcome.msg !== '') showFailure({ kind: 'refused', msg: outcome.msg })
    if (outcome.redirect) navigate(outcome.redirect)
  }
  // Placing opens the review (the form's checks first); only its confirmation sends the order.
  const review = () => {
    const refusal = ticket.getState().review()
    if (refusal && !refusal.ok) refused(refusal)
  }
  const submit = async () => {
    const outcome = await ticket.getState().submit()
    if (outcome.ok) {
      showSuccess(outcome.msg)
      navigate(outcome.next)
      return
    }
    refused(outcome)
  }
  return (
    <main className="page ticket">
      <section className="ticket-stock">
        <h2>
          {stock ? nameOf(stock.stock.name, stock.stock.nameEn) : nameOf(query.get('name') ?? '')}{' '}
          <span className="muted">{code}</span>{' '}
          {stock && (
            <Link to={`/listdetail?${new URLSearchParams({ code, market: stock.stock.stockType })}`}>
              {labels.details}
            </Link>
          )}
        </h2>
        {stock && (
          <p className="quote-price">
            <PriceText value={stock.quote.price} /> <ChangeText value={stock.quote.up} /> <FigureAge />
          </p>
        )}
      </section>
      <Tabs
        activeKey={state.tab}
        onChange={(key) => ticket.getState().setTab(key === 'pending' ? 'pending' : 'market')}
      >
        <Tabs.Tab key="market" title={labels.marketOrder} />
        <Tabs.Tab key="pending" title={labels.pendingOrder} />
      </Tabs>
      {state.tab === 'pending' && (
        <div className="field">
          <label htmlFor="target-price">{labels.targetPrice}</label>
          <Input
            id="target-price"
            inputMode="decimal"
            value={state.targetPrice}
            onChange={(text) => ticket.getState().typeTargetPrice(text)}
          />
        </div>
      )}
      <TicketFunds
        accountLabel={labels.availableFunds}
        available={user?.enableAmt}
        maxHands={maxHands}
        known={user !== undefined && settings !== undefined && stock !== undefined}
        onUseMax={(hands) => ticket.getState().typeCustomHands(String(hands))}
      />
      <HandsPicker
        presets={handPresets}
        preset={state.presetHands}
        custom={state.customHands}
        onPreset={(hands) => ticket.getState().choosePreset(hands)}
        onCustom={(text) => ticket.getState().typeCustomHands(text)}
      />
      <LeverPicker
        levers={state.levers}
        lever={state.lever}
        onChange={(lever) => ticket.getState().chooseLever(lever)}
      />
      <DirectionPicker value={state.direction} onChange={(direction) => ticket.getState().chooseDirection(direction)} />
      <TargetSwitch
        id="take-profit"
        label={labels.takeProfit}
        on={state.takeProfitOn}
        value={state.profitTarget}
        onToggle={(on) => ticket.getState().setTakeProfitOn(on)}
        onType={(text) => ticket.getState().typeProfitTarget(text)}
        onCommit={() => ticket.getState().commitTargets()}
      />
      <TargetSwitch
        id="stop-loss"
        label={labels.stopLoss}
        on={state.stopLossOn}
        value={state.stopLoss}
        onToggle={(on) => ticket.getState().setStopLossOn(on)}
        onType={(text) => ticket.getState().typeStopLoss(text)}
        onCommit={() => ticket.getState().commitTargets()}
      />
      <ChargeBreakdown quote={state.quote} />
      <AgreeAndPlace
        agreed={state.agreed}
        onAgree={(agreed) => ticket.getState().setAgreed(agreed)}
        submitting={state.submitting}
        onPlace={review}
      />
      <OrderReview
        visible={state.reviewing}
        title={`${stock ? nameOf(stock.stock.name, stock.stock.nameEn) : nameOf(query.get('name') ?? '')} ${code}`}
        direction={state.direction}
        hands={ticket.getState().hands()}
        lever={state.lever}
        price={
          state.quote && {
            label: state.tab === 'pending' ? labels.targetPrice : labels.nowPrice,
            value: state.quote.price,
          }
        }
        breakdown={<ChargeBreakdown quote={state.quote} />}
        availableAfter={user && state.quote && Money.sub(user.enableAmt, state.quote.deposit)}
        {...ticket.getState().targets()}
        onCancel={() => ticket.getState().cancelReview()}
        onConfirm={() => void submit()}
      />
    </main>
  )
}
