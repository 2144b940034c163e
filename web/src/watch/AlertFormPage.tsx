import './watch.css'
import { Alerts } from '@bourse/core'
import { type MoneyOutcome, useWatch } from '@bourse/react-hooks'
import { Button, Input } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { showOutcome } from '../showOutcome.js'
import { Choice } from './Choice.js'
import { PriceSeenLine } from './PriceSeenLine.js'
import { usePriceSeen } from './priceSeen.js'
import { Refusal } from './Refusal.js'
import { useWatchLabels } from './watchLabels.js'
import { watch } from './watchStores.js'

const opSigns: Readonly<Record<Alerts.AlertOp, string>> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' }

/**
 * /alertForm?code=&price=&at= (from the stock page: the price shown and when) or ?id= (edit): what to watch (price,
 * day's change %, volume), the comparison, a value — or another instrument's same figure —, once or daily.
 */
export const AlertFormPage = () => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const id = Number(query.get('id')) || undefined
  const editing = useWatch(watch, (state) => state.alerts?.find((alert) => alert.id === id))
  const seen = usePriceSeen(editing?.code)
  const [field, setField] = useState<Alerts.AlertField>('nowPrice')
  const [op, setOp] = useState<Alerts.AlertOp>('>=')
  const [value, setValue] = useState<string | undefined>(undefined)
  const [otherCode, setOtherCode] = useState('')
  const [repeat, setRepeat] = useState<Alerts.AlertRepeat>('once')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (id !== undefined && editing === undefined) void watch.getState().load()
  }, [id, editing])
  // The form is filled from the stored one once: a later reload of the list (a firing elsewhere) keeps what is typed.
  const [filledFrom, setFilledFrom] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (editing === undefined || filledFrom === editing.id) return
    setFilledFrom(editing.id)
    setField(editing.field)
    setOp(editing.op)
    setValue(editing.value ?? '')
    setOtherCode(editing.otherCode ?? '')
    setRepeat(editing.repeat)
  }, [editing, filledFrom])
  const shownValue = value ?? (field === 'nowPrice' ? (seen.price ?? '') : '')
  const save = async () => {
    // A comparison with another instrument takes the place of the value.
    const form = { code: seen.code, field, op, value: otherCode.trim() ? '' : shownValue, otherCode, repeat }
    const outcome: MoneyOutcome =
      id === undefined ? await watch.getState().addAlert(form) : await watch.getState().updateAlert(id, form)
    setRefusal(outcome.ok ? undefined : outcome.msg)
    if (showOutcome(outcome, navigate)) navigate('/alerts')
  }
  return (
    <main className="page watch-form">
      <section className="card">
        <h2>
          {id === undefined ? labels.newAlert : labels.editAlert} · {seen.code}
        </h2>
        <PriceSeenLine seen={seen} />
        <Choice
          label={labels.field}
          value={field}
          options={Alerts.alertFields.map((each) => ({ label: labels[each], value: each }))}
          onChange={(next) => {
            setField(next)
            setValue(next === 'nowPrice' ? (seen.price ?? '') : '')
          }}
        />
        <Choice
          label={labels.op}
          value={op}
          options={Alerts.alertOps.map((each) => ({ label: opSigns[each], value: each }))}
          onChange={setOp}
        />
        <h3 className="ticket-label">{labels.value}</h3>
        <Input aria-label={labels.value} inputMode="decimal" value={shownValue} onChange={setValue} clearable />
        <h3 className="ticket-label">{labels.otherCode}</h3>
        <Input aria-label={labels.otherCode} value={otherCode} onChange={setOtherCode} clearable />
        <Choice
          label={labels.repeat}
          value={repeat}
          options={Alerts.alertRepeats.map((each) => ({ label: labels[each], value: each }))}
          onChange={setRepeat}
        />
        <Refusal text={refusal} />
        <Button block color="primary" size="large" onClick={() => void save()} disabled={seen.code === ''}>
          {labels.save}
        </Button>
      </section>
    </main>
  )
}
