import { type NewsItem, type NewsType, usePagedList } from '@bourse/react-hooks'
import { useNavigate } from 'react-router-dom'
import { newsList } from '../appStores.js'
import { EmptyNote } from '../components/EmptyNote.js'
import { ListFooter } from '../components/ListFooter.js'
import { formatTime } from '../formatTime.js'

const noItems: readonly NewsItem[] = []

/** News, Economy or 7x24 items: time, title and (for News) the image; a tap opens /newPage?newItem=id. */
export const NewsList = ({ type }: { type: NewsType }) => {
  const navigate = useNavigate()
  const items = usePagedList(newsList, (state) => (state.filter === type ? state.items : noItems))
  const finished = usePagedList(newsList, (state) => state.finished)
  const failed = usePagedList(newsList, (state) => state.failure !== undefined)
  return (
    <>
      <ul className="news-list">
        {items.map((item: NewsItem) => (
          <li key={item.id}>
            <button type="button" className="news-item" onClick={() => navigate(`/newPage?newItem=${item.id}`)}>
              {type === 1 && item.imgurl && <img src={item.imgurl} alt="" width={72} height={54} loading="lazy" />}
              <span className="news-text">
                <span className="news-title">{item.title}</span>
                <time className="muted">{formatTime(item.showTime)}</time>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {finished && items.length === 0 && <EmptyNote />}
      <ListFooter hasMore={!finished && !failed} loadMore={() => newsList.getState().loadMore()} />
    </>
  )
}
