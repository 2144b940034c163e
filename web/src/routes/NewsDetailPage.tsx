import type { NewsItem } from '@bourse/react-hooks'
import { ErrorBlock } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { client, newsList } from '../appStores.js'
import { formatNewsTime } from '../formatTime.js'
import { useLabels } from '../i18n/useLabels.js'
import { showFailure } from '../showFailure.js'

/** /newPage?newItem=id (or ?id=): title, time, image and content; taken from the loaded list, else fetched. */
export const NewsDetailPage = () => {
  const labels = useLabels()
  const [query] = useSearchParams()
  const id = Number(query.get('newItem') ?? query.get('id'))
  const [item, setItem] = useState<NewsItem | undefined>(() => newsList.getState().items.find((each) => each.id === id))
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (item !== undefined || !Number.isInteger(id)) return
    let live = true
    void client.call('/api/news/detail.do', { id: String(id) }).then((result) => {
      if (!live) return
      if (result.ok) setItem(result.data)
      else {
        setMissing(true)
        showFailure(result.failure)
      }
    })
    return () => {
      live = false
    }
  }, [id, item])
  if (missing) return <ErrorBlock status="empty" title={labels.empty} description="" />
  if (item === undefined) return <main className="page muted">{labels.loading}</main>
  return (
    <main className="page">
      <article className="article">
        <h2>{item.title}</h2>
        <time className="muted">{formatNewsTime(item.showTime)}</time>
        {item.imgurl && <img src={item.imgurl} alt="" className="article-image" />}
        {item.content.split('\n').map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </main>
  )
}
