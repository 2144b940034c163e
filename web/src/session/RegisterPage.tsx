import { useSession, useSiteInfo } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { alerts, session, siteInfo } from '../appStores.js'
import { Field } from '../components/Field.js'
import { useLabels } from '../i18n/useLabels.js'
import { showFailure, showSuccess } from '../showFailure.js'

/**
 * /register: phone, password twice, invitation code (where it comes from, and the demo data's code when the server
 * seeds one); success goes to /login after 1 s (spec 001 §4).
 */
export const RegisterPage = () => {
  const labels = useLabels()
  const demoCode = useSiteInfo(siteInfo, (state) => state.info?.demoInvitationCode)
  useEffect(() => {
    void siteInfo.getState().load()
  }, [])
  const navigate = useNavigate()
  const submitting = useSession(session, (state) => state.submitting)
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [code, setCode] = useState('')
  const submit = async () => {
    // The one check that is the form's own: both password boxes hold the same text (spec 001 §5).
    if (password !== repeat) return alerts.getState().show(labels.passwordsDiffer, 'error')
    const result = await session.getState().register(phone, password, code)
    if (!result.ok) return showFailure(result.failure)
    showSuccess(result.msg)
    // The new phone number goes along (router state, not the address bar), so the login form starts with it.
    setTimeout(() => navigate('/login', { replace: true, state: { phone } }), 1000)
  }
  return (
    <main className="page">
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
          autoComplete="new-password"
        />
        <Field id="repeat" label={labels.repeatPassword} value={repeat} onChange={setRepeat} type="password" />
        <Field id="code" label={labels.invitationCode} value={code} onChange={setCode} />
        <p className="muted field-hint" id="code-hint">
          {labels.invitationCodeHint}
          {demoCode && (
            <>
              {' '}
              <span data-testid="demo-invitation-code">{labels.demoInvitationCode.replace('{code}', demoCode)}</span>{' '}
              <button type="button" className="link-button-inline" onClick={() => setCode(demoCode)}>
                {labels.useThisCode}
              </button>
            </>
          )}
        </p>
        <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
          {labels.register}
        </Button>
      </form>
      <p className="form-footer">
        <Link to="/login">{labels.logIn}</Link> · <Link to="/agree">{labels.agreementTitle}</Link>
      </p>
    </main>
  )
}
