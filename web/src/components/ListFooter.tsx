import { InfiniteScroll } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'

/** Infinite scroll under a list: loads the next page when reached, says so when the list is finished. */
export const ListFooter = ({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<void> }) => {
  const labels = useLabels()
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore} threshold={120}>
      {hasMore ? <span className="muted">{labels.loading}</span> : <span className="muted">{labels.noMore}</span>}
    </InfiniteScroll>
  )
}
