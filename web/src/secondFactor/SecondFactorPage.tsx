import './secondFactor.css'
import { useWallet } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Field } from '../components/Field.js'
import { fill } from '../i18n/fill.js'
import { showOutcome } from '../showOutcome.js'
import { FactorCodeField } from './FactorCodeField.js'
import { QrCode } from './QrCode.js'
import { RecoveryCodes } from './RecoveryCodes.js'
import { useSecondFactorLabels } from './secondFactorLabels.js'
import { secondFactor } from './secondFactorStores.js'

/** Turning a factor on: the login password, then an authenticator app (QR code and first code) or a passkey. */
const TurnOn = () => {
  const labels = useSecondFactorLabels()
  const navigate = useNavigate()
  const enrolment = useWallet(secondFactor, (state) => state.enrolment)
  const submitting = useWallet(secondFactor, (state) => state.submitting)
  const passkeys = useWallet(secondFactor, (state) => state.passkeys)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const store = secondFactor.getState()
  if (enrolment)
    return (
      <form
        className="card money-form"
        aria-label={labels.useApp}
        onSubmit={(event) => {
          event.preventDefault()
          void store.confirmTotp(code).then((outcome) => showOutcome(outcome, navigate))
        }}
      >
        <p>{labels.scan}</p>
        <QrCode text={enrolment.uri} label={enrolment.uri} />
        <p>
          {labels.key}: <code data-testid="totp-secret">{enrolment.secret}</code>
        </p>
        <Field id="factor-first-code" label={labels.code} value={code} onChange={setCode} inputMode="numeric" />
        <Button block type="submit" color="primary" loading={submitting}>
          {labels.turnOn}
        </Button>
        <Button block onClick={() => store.cancelEnrolment()}>
          {labels.cancel}
        </Button>
      </form>
    )
  return (
    <section className="card money-form" aria-label={labels.turnOn}>
      <Field
        id="factor-password"
        label={labels.loginPassword}
        value={password}
        onChange={setPassword}
        type="password"
        autoComplete="current-password"
      />
      <Button
        block
        color="primary"
        loading={submitting}
        onClick={() => void store.beginTotp(password).then((outcome) => showOutcome(outcome, navigate))}
      >
        {labels.useApp}
      </Button>
      {passkeys && (
        <Button
          block
          loading={submitting}
          onClick={() => void store.addPasskey(password).then((outcome) => showOutcome(outcome, navigate))}
        >
          {labels.usePasskey}
        </Button>
      )}
    </section>
  )
}

/** A factor that is on: turning it off or new recovery codes, each confirmed with the factor. */
const TurnOff = () => {
  const labels = useSecondFactorLabels()
  const navigate = useNavigate()
  const status = useWallet(secondFactor, (state) => state.status)
  const submitting = useWallet(secondFactor, (state) => state.submitting)
  const [code, setCode] = useState('')
  const store = secondFactor.getState()
  const done = (outcome: Parameters<typeof showOutcome>[0]) => {
    if (showOutcome(outcome, navigate)) setCode('')
  }
  return (
    <section className="card money-form" aria-label={labels.turnOff}>
      <p>{status?.method === 'passkey' ? labels.onPasskey : labels.onTotp}</p>
      <p className="muted">{fill(labels.recoveryLeft, { count: String(status?.recoveryCodesLeft ?? 0) })}</p>
      <FactorCodeField id="factor-code" method={status?.method} value={code} onChange={setCode} />
      <Button block color="danger" loading={submitting} onClick={() => void store.disable(code).then(done)}>
        {labels.turnOff}
      </Button>
      <Button block loading={submitting} onClick={() => void store.renewCodes(code).then(done)}>
        {labels.newCodes}
      </Button>
    </section>
  )
}

/** /secondFactor: the investor's second factor (DECISIONS §28), from the settings page. */
export const SecondFactorPage = () => {
  const labels = useSecondFactorLabels()
  const status = useWallet(secondFactor, (state) => state.status)
  const codes = useWallet(secondFactor, (state) => state.recoveryCodes)
  useEffect(() => {
    void secondFactor.getState().load()
  }, [])
  return (
    <main className="page">
      {status?.method === 'none' && <p className="muted">{labels.offNow}</p>}
      {codes && <RecoveryCodes codes={codes} onSaved={() => secondFactor.getState().dismissCodes()} />}
      {status !== undefined && (status.method === 'none' ? <TurnOn /> : !codes && <TurnOff />)}
    </main>
  )
}
