import { useNewsDetail } from '@bourse/react-hooks'
import { ErrorBlock } from 'antd-mobile'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { newsList } from '../appStores.js'
import { formatTime } from '../formatTime.js'
import { useLabels } from '../i18n/useLabels.js'
import { newsDetail } from '../screenStores.js'
import { showFailure } from '../showFailure.js'

/** /newPage?newItem=id (or ?id=): title, time, image and content; from the loaded list, else the detail store. */
export const NewsDetailPage = () => {
  const labels = useLabels()
  const [query] = useSearchParams()
  const id = Number(query.get('newItem') ?? query.get('id'))
  const detailItem = useNewsDetail(newsDetail, (state) => state.item)
  const detailFailure = useNewsDetail(newsDetail, (state) => state.failure)
  const listed = newsList.getState().items.find((each) => each.id === id)
  useEffect(() => {
    if (listed !== undefined || !Number.isInteger(id)) return
    void newsDetail
      .getState()
      .load(id)
      .then(() => showFailure(newsDetail.getState().failure))
  }, [id, listed])
  const item = listed ?? (detailItem?.id === id ? detailItem : undefined)
  if (item === undefined && detailFailure !== undefined)
    return <ErrorBlock status="empty" title={labels.empty} description="" />
  if (item === undefined) return <main className="page muted">{labels.loading}</main>
  return (
    <main className="page">
      <article className="article">
        <h2>{item.title}</h2>
        <time className="muted">{formatTime(item.showTime)}</time>
        {item.imgurl && <img src={item.imgurl} alt="" className="article-image" />}
        {item.content.split('\n').map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </main>
  )
}
