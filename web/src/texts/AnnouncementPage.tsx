import './texts.css'
import { useWallet } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { formatTime } from '../formatTime.js'
import { fill } from '../i18n/fill.js'
import { Paragraphs } from './Paragraphs.js'
import { useTextsLabels } from './textsPageLabels.js'
import { announcement } from './textsStores.js'
import { useSiteTexts } from './useSiteTexts.js'

/**
 * /announcement?id= (spec 000 §2): title, author, date, summary, body, the site name and a disclaimer; its way back
 * goes to /home.
 */
export const AnnouncementPage = () => {
  const labels = useTextsLabels()
  const navigate = useNavigate()
  const id = useSearchParams()[0].get('id')
  const { article, paragraphs, failure, loading } = useWallet(announcement, (state) => state)
  const info = useSiteTexts()
  useEffect(() => {
    void announcement.getState().load(id)
  }, [id])
  return (
    <main className="page text-page">
      {loading || (article === undefined && failure === undefined) ? (
        <p className="muted">{labels.loading}</p>
      ) : article === undefined ? (
        <p className="card" role="status">
          {labels.announcementMissing}
        </p>
      ) : (
        <>
          <h2>{article.artTitle}</h2>
          <p className="text-meta">
            {labels.author}: {article.author} · <time>{formatTime(article.addTime)}</time>
          </p>
          <p className="card">{article.artSummary}</p>
          <Paragraphs paragraphs={paragraphs} label={labels.announcement} />
        </>
      )}
      <p className="text-meta">
        {info?.siteName} · {fill(labels.disclaimer, { site: info?.siteName ?? '' })}
      </p>
      <Button block onClick={() => navigate('/home')}>
        {labels.backHome}
      </Button>
    </main>
  )
}
