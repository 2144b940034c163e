import { useSearchParams } from 'react-router-dom'
import { NewsTabs } from './NewsTabs.js'

/** /news: the news lists; `listid` picks the type (1 news, 2 economy, 4 7x24). */
export const NewsPage = () => {
  const [query] = useSearchParams()
  const listid = query.get('listid')
  const initial = listid === '2' ? 2 : listid === '4' ? 4 : 1
  return (
    <main className="page">
      <NewsTabs initial={initial} />
    </main>
  )
}
