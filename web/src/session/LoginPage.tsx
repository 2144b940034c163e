import { type PasskeyDevice, returnPath, useSession } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { account, session } from '../appStores.js'
import { DemoMarketBanner } from '../components/DemoMarketBanner.js'
import { Field } from '../components/Field.js'
import { TestSiteNotice } from '../components/TestSiteNotice.js'
import { useLabels } from '../i18n/useLabels.js'
import { showFailure, showSuccess } from '../showFailure.js'
import { SecondFactorStep } from './SecondFactorStep.js'

/** Spec 001 §4: after a successful login the app goes to /home (or the `url` it came from) after 1 s. */
const redirectDelayMs = 1000

/** /login: phone and password; the server's message on failure, the notice that nothing here is real. */
export const LoginPage = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const submitting = useSession(session, (state) => state.submitting)
  const secondFactor = useSession(session, (state) => state.secondFactor)
  const carried = (useLocation().state as { phone?: unknown } | null)?.phone
  // A phone number just registered comes along from /register.
  const [phone, setPhone] = useState(typeof carried === 'string' ? carried : '')
  const [password, setPassword] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | 'unmounted' | undefined>(undefined)
  const signedIn = (msg: string) => {
    showSuccess(msg)
    void account.getState().loadUser()
    // The route guard usually moves a signed-in user off /login first (this page is then gone); this covers the rest.
    if (timer.current === 'unmounted') return
    const to = returnPath(query.get('url') ?? undefined) ?? '/home'
    timer.current = setTimeout(() => navigate(to, { replace: true }), redirectDelayMs)
  }
  const submit = async () => {
    const result = await session.getState().login(phone, password)
    if (!result.ok) return showFailure(result.failure)
    // A right password on a browser new to an investor with a second factor: the page asks for it next.
    if (typeof result.data === 'string') signedIn(result.msg)
    else showSuccess(result.msg)
  }
  const confirm = async (code: string, device?: PasskeyDevice) => {
    const result = await session.getState().confirmSignIn(code, device)
    if (!result.ok) return showFailure(result.failure)
    signedIn(result.msg)
  }
  useEffect(() => {
    timer.current = undefined
    return () => {
      if (timer.current !== 'unmounted') clearTimeout(timer.current)
      timer.current = 'unmounted'
    }
  }, [])
  return (
    <main className="page">
      <DemoMarketBanner />
      <TestSiteNotice />
      {returnPath(query.get('url') ?? undefined) !== undefined && (
        <p className="login-reason" role="status">
          {labels.loginToContinue}
        </p>
      )}
      {secondFactor ? (
        <SecondFactorStep due={secondFactor} submitting={submitting} onConfirm={confirm} />
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Field id="phone" label={labels.phone} value={phone} onChange={setPhone} type="tel" autoComplete="username" />
          <Field
            id="password"
            label={labels.password}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="current-password"
          />
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            {labels.logIn}
          </Button>
        </form>
      )}
      <p className="form-footer">
        {labels.noAccount} <Link to="/register">{labels.register}</Link> ·{' '}
        <Link to="/openaccount">{labels.openAccount}</Link> · <Link to="/forget">{labels.forgotPassword}</Link>
      </p>
    </main>
  )
}
