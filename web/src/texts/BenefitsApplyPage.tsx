import './texts.css'
import { Money } from '@bourse/core'
import { useWallet, welfareAmount, welfareFormOpen, welfareStateText } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { Field } from '../components/Field.js'
import { formatTime } from '../formatTime.js'
import { useLanguage } from '../i18n/useLabels.js'
import { showOutcome } from '../showOutcome.js'
import { useTextsLabels } from './textsPageLabels.js'
import { welfare } from './textsStores.js'

/**
 * /benefits_apply (spec 001 §9, DECISIONS §10): the fixed amount, the code, Confirm Submit (guarded against double
 * submits), then the state of the one application — under review, approved and credited, or rejected with the reason.
 */
export const BenefitsApplyPage = () => {
  const labels = useTextsLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const { application, code, submitting } = useWallet(welfare, (state) => state)
  const formOpen = useWallet(welfare, welfareFormOpen)
  const stateText = useWallet(welfare, (state) => welfareStateText(state, language))
  useEffect(() => {
    void welfare.getState().load()
  }, [])
  const status = application?.status
  const submit = async () => {
    showOutcome(await welfare.getState().apply(), navigate)
  }
  return (
    <main className="page text-page">
      <h2>{labels.welfareTitle}</h2>
      <section className="card" aria-label={labels.appliedAmount}>
        <div className="muted">{labels.appliedAmount}</div>
        <div className="welfare-amount num" data-testid="welfare-amount">
          INR {Money.format(application?.amount ?? welfareAmount)}
        </div>
      </section>
      <p className="text-meta">{labels.welfareRules}</p>
      {application === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : formOpen ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Field id="welfare-code" label={labels.appliedCode} value={code} onChange={welfare.getState().setCode} />
          <p className="muted">{labels.codeHint}</p>
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            {labels.confirmSubmit}
          </Button>
        </form>
      ) : (
        <section className="card" data-testid="welfare-state" data-status={status} aria-label={labels.applicationState}>
          <div className="state-line">
            <span>{labels.applicationState}</span>
            <strong>{stateText}</strong>
          </div>
          <div className="state-line">
            <span>{labels.appliedCode}</span>
            <span>{application?.code}</span>
          </div>
          {application && (
            <div className="state-line">
              <span>{labels.appliedOn}</span>
              <time>{formatTime(application.applyTime)}</time>
            </div>
          )}
          {application?.reviewTime != null && (
            <div className="state-line">
              <span>{labels.reviewedOn}</span>
              <time>{formatTime(application.reviewTime)}</time>
            </div>
          )}
          {application?.reason && (
            <p className="refused-reason">
              {labels.reason}: {application.reason}
            </p>
          )}
        </section>
      )}
    </main>
  )
}
