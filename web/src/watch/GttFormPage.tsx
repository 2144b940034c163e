import './watch.css'
import type { Gtt } from '@bourse/core'
import { type GttLegDraft, leversOf, type MoneyOutcome, useAccount, useWatch } from '@bourse/react-hooks'
import { Button, Input, Stepper } from 'antd-mobile'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { account } from '../appStores.js'
import { useAgeText } from '../components/FigureAge.js'
import { fill } from '../i18n/fill.js'
import { LeverPicker } from '../order/LeverPicker.js'
import { showOutcome } from '../showOutcome.js'
import { Choice } from './Choice.js'
import { PriceSeenLine } from './PriceSeenLine.js'
import { usePriceSeen } from './priceSeen.js'
import { Refusal } from './Refusal.js'
import { useWatchLabels } from './watchLabels.js'
import { watch } from './watchStores.js'

/** A price seen longer ago than this gets the stale-price warning (the server refuses beyond 1 % of its own). */
const staleAfterMs = 60_000

const legAt = (price: string, buyType: 0 | 1, lever: number): GttLegDraft => ({
  triggerPrice: price,
  limitPrice: price,
  buyType,
  hands: 1,
  lever,
})

/** One leg: trigger price, the order it places (direction, hands, lever) and its limit price. */
const LegFields = (props: {
  title: string
  leg: GttLegDraft
  levers: readonly number[]
  onChange: (leg: GttLegDraft) => void
}) => {
  const labels = useWatchLabels()
  const { leg, onChange } = props
  return (
    <fieldset className="gtt-leg" aria-label={props.title}>
      <legend>{props.title}</legend>
      <h3 className="ticket-label">{labels.triggerPrice}</h3>
      <Input
        aria-label={`${props.title} ${labels.triggerPrice}`}
        inputMode="decimal"
        value={leg.triggerPrice}
        onChange={(triggerPrice) => onChange({ ...leg, triggerPrice })}
      />
      <Choice
        label={`${props.title} ${labels.direction}`}
        value={leg.buyType === 0 ? 'up' : 'fall'}
        options={[
          { label: labels.buyUp, value: 'up' },
          { label: labels.buyFall, value: 'fall' },
        ]}
        onChange={(side) => onChange({ ...leg, buyType: side === 'up' ? 0 : 1 })}
      />
      <h3 className="ticket-label">{labels.hands}</h3>
      <Stepper min={1} max={10_000} digits={0} value={leg.hands} onChange={(hands) => onChange({ ...leg, hands })} />
      <LeverPicker levers={props.levers} lever={leg.lever} onChange={(lever) => onChange({ ...leg, lever })} />
      <h3 className="ticket-label">{labels.limitPrice}</h3>
      <Input
        aria-label={`${props.title} ${labels.limitPrice}`}
        inputMode="decimal"
        value={leg.limitPrice}
        onChange={(limitPrice) => onChange({ ...leg, limitPrice })}
      />
    </fieldset>
  )
}

/**
 * /gttForm?code=&price=&at= (from the stock page) or ?id= (edit an active one): a single trigger or an OCO pair (a
 * target above the price and a stop below), each leg the limit order it places. Kite's rules are shown, core checks
 * them before sending, and the server's refusal (a stale price, a trigger too close…) stays on screen.
 */
export const GttFormPage = () => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const id = Number(query.get('id')) || undefined
  const editing = useWatch(watch, (state) => state.gtts?.find((gtt) => gtt.id === id))
  const seen = usePriceSeen(editing?.code)
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const levers = useMemo(() => leversOf(user, settings), [user, settings])
  const firstLever = levers[0] ?? 1
  const [type, setType] = useState<Gtt.GttType>('single')
  const [legs, setLegs] = useState<GttLegDraft[] | undefined>(undefined)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const age = useAgeText(seen.at)
  useEffect(() => {
    void account.getState().loadUser()
    void account.getState().loadSettings()
  }, [])
  useEffect(() => {
    if (id !== undefined && editing === undefined) void watch.getState().load()
  }, [id, editing])
  // The form is filled from the stored one once: a later reload of the list (a firing elsewhere) keeps what is typed.
  const [filledFrom, setFilledFrom] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (editing === undefined || filledFrom === editing.id) return
    setFilledFrom(editing.id)
    setType(editing.type)
    setLegs(
      editing.legs.map((leg) => ({
        triggerPrice: leg.triggerPrice,
        limitPrice: leg.limitPrice,
        buyType: leg.buyType,
        hands: Math.max(1, Math.round(leg.buyNum / 100)),
        lever: leg.lever,
      })),
    )
  }, [editing, filledFrom])
  const price = seen.price ?? ''
  const shownLegs =
    legs ??
    (type === 'single' ? [legAt(price, 0, firstLever)] : [legAt(price, 1, firstLever), legAt(price, 0, firstLever)])
  const setLeg = (index: number, leg: GttLegDraft) => setLegs(shownLegs.map((each, at) => (at === index ? leg : each)))
  const save = async () => {
    const draft = { code: seen.code, type, lastPrice: price, legs: shownLegs }
    const outcome: MoneyOutcome =
      id === undefined ? await watch.getState().addGtt(draft) : await watch.getState().updateGtt(id, draft)
    setRefusal(outcome.ok ? undefined : outcome.msg)
    if (showOutcome(outcome, navigate)) navigate('/alerts')
  }
  const stale = seen.at !== undefined && Date.now() - seen.at > staleAfterMs && age !== undefined
  return (
    <main className="page watch-form">
      <section className="card">
        <h2>
          {id === undefined ? labels.newGtt : labels.editGtt} · {seen.code}
        </h2>
        <PriceSeenLine seen={seen} />
        {stale && <p className="watch-warning">{fill(labels.stale, { age })}</p>}
        {id === undefined && (
          <Choice
            label={labels.gtts}
            value={type}
            options={[
              { label: labels.single, value: 'single' },
              { label: labels.oco, value: 'oco' },
            ]}
            onChange={(next) => {
              setType(next)
              setLegs(undefined)
            }}
          />
        )}
        {shownLegs.map((leg, index) => (
          <LegFields
            // Legs are fixed in number and order: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            title={`${fill(labels.leg, { n: String(index + 1) })}${type === 'oco' ? ` (${index === 0 ? labels.upper : labels.lower})` : ''}`}
            leg={leg}
            levers={levers}
            onChange={(next) => setLeg(index, next)}
          />
        ))}
        <p className="muted watch-rules">{labels.rules}</p>
        <Refusal text={refusal} />
        <Button block color="primary" size="large" onClick={() => void save()} disabled={seen.price === undefined}>
          {labels.save}
        </Button>
      </section>
    </main>
  )
}
