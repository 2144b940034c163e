import './texts.css'
import { agreementOf, consentStep } from '@bourse/react-hooks'
import { Button, Checkbox } from 'antd-mobile'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLanguage } from '../i18n/useLabels.js'
import { showFailure } from '../showFailure.js'
import { Paragraphs } from './Paragraphs.js'
import { useTextsLabels } from './textsPageLabels.js'
import { useSiteTexts } from './useSiteTexts.js'

/**
 * /aggre and /buy: the cooperation agreement with a consent box, OK and Cancel (spec 001 §2, spec 000 §2). OK needs
 * the box ticked; both buttons go on — /aggre to /buy, /buy to /buy-flow.
 */
export const ConsentPage = () => {
  const labels = useTextsLabels()
  const language = useLanguage()
  const navigate = useNavigate()
  const path = useLocation().pathname === '/aggre' ? '/aggre' : '/buy'
  const info = useSiteTexts()
  const [agreed, setAgreed] = useState(false)
  const press = (button: 'ok' | 'cancel') => {
    const step = consentStep(path, button, agreed, language)
    if (step.ok) navigate(step.next)
    else showFailure({ kind: 'refused', msg: step.msg })
  }
  return (
    <main className="page text-page">
      <h2>{labels.cooperationAgreement}</h2>
      {info === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : (
        <Paragraphs paragraphs={agreementOf(info, path).paragraphs} label={labels.cooperationAgreement} />
      )}
      <div className="consent-row">
        <Checkbox checked={agreed} onChange={setAgreed}>
          {labels.consent}
        </Checkbox>
      </div>
      <div className="text-actions">
        <Button size="large" onClick={() => press('cancel')}>
          {labels.cancel}
        </Button>
        <Button size="large" color="primary" onClick={() => press('ok')}>
          {labels.ok}
        </Button>
      </div>
    </main>
  )
}
