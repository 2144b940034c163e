import { PullToRefresh } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useLabels } from '../i18n/useLabels.js'

/**
 * Pull to refresh in the chosen language: antd-mobile's own texts are Chinese whatever the language ("下拉刷新"), so
 * every text is given (cheaper for the entry than antd-mobile's locale files).
 */
export const RefreshArea = ({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) => {
  const labels = useLabels()
  return (
    <PullToRefresh
      onRefresh={() => onRefresh().then(() => undefined)}
      pullingText={labels.pullToRefresh}
      canReleaseText={labels.releaseToRefresh}
      refreshingText={labels.refreshing}
      completeText={labels.refreshed}
    >
      {children}
    </PullToRefresh>
  )
}
