import { type NewsType, usePagedList } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { newsList } from '../appStores.js'
import { Tabs } from '../components/LightTabs.js'
import { useLabels } from '../i18n/useLabels.js'
import { NewsList } from './NewsList.js'

const tabs = [
  { type: 1, label: 'news' },
  { type: 2, label: 'economy' },
  { type: 4, label: 'live724' },
] as const

/** The News / Economy / 7x24 tabs; a tab change resets the list (trading spec §4). */
export const NewsTabs = ({ initial = 1 }: { initial?: NewsType }) => {
  const labels = useLabels()
  const active = usePagedList(newsList, (state) => state.filter)
  useEffect(() => {
    const state = newsList.getState()
    if (state.filter !== initial || state.page === 0) void state.setFilter(initial)
  }, [initial])
  return (
    <Tabs activeKey={String(active)} onChange={(key) => void newsList.getState().setFilter(Number(key) as NewsType)}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.type} title={labels[tab.label]}>
          {active === tab.type && <NewsList type={tab.type} />}
        </Tabs.Tab>
      ))}
    </Tabs>
  )
}
