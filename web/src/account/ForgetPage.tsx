import './account.css'
import { useWallet } from '@bourse/react-hooks'
import { Button, Dialog, Input } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Field } from '../components/Field.js'
import { fill } from '../i18n/fill.js'
import { useLabels } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { useAccountLabels } from './accountLabels.js'
import { forgotPassword } from './accountStores.js'

/** The image-captcha dialog: the image (tap for another), the answer, confirm. */
const CaptchaDialog = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const step = useWallet(forgotPassword, (state) => state.step)
  const url = useWallet(forgotPassword, (state) => state.captchaUrl)
  const [answer, setAnswer] = useState('')
  const submit = async () => {
    showOutcome(await forgotPassword.getState().answerCaptcha(answer), navigate)
    setAnswer('')
  }
  return (
    <Dialog
      visible={step === 'captcha'}
      title={labels.imageCode}
      content={
        <div className="money-form">
          <button type="button" className="captcha-image" onClick={() => void forgotPassword.getState().drawCaptcha()}>
            {url && <img src={url} alt={labels.imageCode} />}
            <span className="muted">{labels.refreshCode}</span>
          </button>
          <Input
            className="captcha-input"
            aria-label={labels.imageCode}
            placeholder={common.imageCodePlaceholder}
            value={answer}
            onChange={setAnswer}
            autoComplete="off"
          />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: common.cancel, onClick: () => forgotPassword.getState().restart() },
          { key: 'ok', text: common.confirm, bold: true, onClick: () => void submit() },
        ],
      ]}
    />
  )
}

/**
 * /forget: the phone (an unregistered one goes to /register) → the image captcha dialog → the SMS code with its 60 s
 * countdown (on a demo server the code itself, as /register shows the invitation code) and the new password twice →
 * reset → /login.
 */
export const ForgetPage = () => {
  const labels = useAccountLabels()
  const common = useLabels()
  const navigate = useNavigate()
  const step = useWallet(forgotPassword, (state) => state.step)
  const phone = useWallet(forgotPassword, (state) => state.phone)
  const countdown = useWallet(forgotPassword, (state) => state.countdown)
  const submitting = useWallet(forgotPassword, (state) => state.submitting)
  const demoSmsCode = useWallet(forgotPassword, (state) => state.demoSmsCode)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  useEffect(() => () => forgotPassword.getState().restart(), [])
  const reset = async () => {
    if (showOutcome(await forgotPassword.getState().reset(code, password, confirm), navigate))
      setTimeout(() => navigate('/login'), 1000)
  }
  return (
    <main className="page">
      <section className="card money-form" aria-label={labels.resetPassword}>
        <Field
          id="forget-phone"
          label={common.phone}
          type="tel"
          value={phone}
          onChange={(text) => (step === 'code' ? undefined : forgotPassword.getState().setPhone(text))}
        />
        {step === 'code' ? (
          <>
            <div className="field">
              <label htmlFor="forget-code">{labels.smsCode}</label>
              <div className="field-row">
                <Input
                  id="forget-code"
                  inputMode="numeric"
                  value={code}
                  onChange={setCode}
                  autoComplete="one-time-code"
                />
                <Button
                  size="small"
                  disabled={countdown > 0}
                  onClick={async () => void showOutcome(await forgotPassword.getState().resend(), navigate)}
                >
                  {countdown > 0 ? fill(labels.sendAgainIn, { seconds: String(countdown) }) : labels.sendAgain}
                </Button>
              </div>
              {demoSmsCode && (
                <p className="muted field-hint">
                  <span data-testid="demo-sms-code">{fill(common.demoSmsCode, { code: demoSmsCode })}</span>{' '}
                  <button type="button" className="link-button-inline" onClick={() => setCode(demoSmsCode)}>
                    {common.useThisCode}
                  </button>
                </p>
              )}
            </div>
            <Field
              id="forget-password"
              label={labels.newPassword}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <Field
              id="forget-confirm"
              label={labels.confirmPassword}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
            />
            <Button block color="primary" size="large" loading={submitting} onClick={() => void reset()}>
              {labels.resetPassword}
            </Button>
          </>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            onClick={async () => void showOutcome(await forgotPassword.getState().checkPhone(), navigate)}
          >
            {labels.next}
          </Button>
        )}
      </section>
      <CaptchaDialog />
    </main>
  )
}
