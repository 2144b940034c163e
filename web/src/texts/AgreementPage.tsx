import './texts.css'
import { agreementOf } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useLocation, useNavigate } from 'react-router-dom'
import { Paragraphs } from './Paragraphs.js'
import { useTextsLabels } from './textsPageLabels.js'
import { useSiteTexts } from './useSiteTexts.js'

/**
 * /agree (registration agreement), /trade and /buy-flow (trade agreement): the text one sentence a paragraph, and
 * the PDF from the site info's address when there is one (spec 001 §2). /buy-flow ends with the way to the markets.
 */
export const AgreementPage = () => {
  const labels = useTextsLabels()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const path = pathname === '/agree' || pathname === '/buy-flow' ? pathname : '/trade'
  const info = useSiteTexts()
  const agreement = agreementOf(info, path)
  const title = agreement.title || labels.tradeAgreement
  return (
    <main className="page text-page">
      {path !== '/agree' && <h2>{title}</h2>}
      {info === undefined ? (
        <p className="muted">{labels.loading}</p>
      ) : (
        <Paragraphs paragraphs={agreement.paragraphs} label={path === '/agree' ? pathname : title} />
      )}
      {agreement.pdf && (
        <a className="agreement-link" href={agreement.pdf} target="_blank" rel="noopener noreferrer">
          {labels.openPdf}
        </a>
      )}
      {path === '/buy-flow' && (
        <Button block color="primary" size="large" onClick={() => navigate('/trading-list')}>
          {labels.startTrading}
        </Button>
      )}
    </main>
  )
}
