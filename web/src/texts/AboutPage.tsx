import './texts.css'
import { SiteTexts } from '@bourse/core'
import { aboutText } from '@bourse/react-hooks'
import { useSearchParams } from 'react-router-dom'
import { useLanguage } from '../i18n/useLabels.js'
import { Paragraphs } from './Paragraphs.js'
import { useTextsLabels } from './textsPageLabels.js'
import { useSiteTexts } from './useSiteTexts.js'

/**
 * /about?e=1..6 (spec 001 §2): Version Update (the version), User Agreement (company info), Privacy Agreement,
 * About Us (the two certificate texts), Trading Rules (the trade agreement), Not yet open; any other `e` is 6. Each
 * says first, in the reader's language, that the brokerage is simulated (core `textsSimulatedNote`).
 */
export const AboutPage = () => {
  const [query] = useSearchParams()
  const language = useLanguage()
  const labels = useTextsLabels()
  const info = useSiteTexts()
  const page = aboutText(info, query.get('e'), language)
  return (
    <main className="page text-page" data-about={page.e}>
      <h2>{page.title}</h2>
      <p className="text-meta" data-testid="simulated-note">
        {SiteTexts.textsLabel('textsSimulatedNote', language)}
      </p>
      {info === undefined && page.e !== 6 ? (
        <p className="muted">{labels.loading}</p>
      ) : (
        <Paragraphs paragraphs={page.paragraphs} label={page.title} />
      )}
    </main>
  )
}
