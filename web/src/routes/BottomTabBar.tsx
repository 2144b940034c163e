import { useHelpDesk } from '@bourse/react-hooks'
import { TabBar } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { helpUnread } from '../helpDesk/helpUnread.js'
import { useLabels } from '../i18n/useLabels.js'
import { TabIcon } from './TabIcon.js'

interface Tab {
  readonly path: string
  readonly label: 'tabHome' | 'tabMarkets' | 'tabPosition' | 'favourites' | 'tabMy'
  readonly icon: 'home' | 'markets' | 'bag' | 'star' | 'user'
  readonly visitor: boolean
  /** Where a tap goes, when not `path` itself. */
  readonly to?: string
  /** Other routes that highlight this tab. */
  readonly also?: readonly string[]
}

const fourTabs: readonly Tab[] = [
  { path: '/home', label: 'tabHome', icon: 'home', visitor: true },
  { path: '/trading-list', label: 'tabMarkets', icon: 'markets', visitor: true },
  { path: '/warehouse', label: 'tabPosition', icon: 'bag', visitor: false },
  { path: '/user', label: 'tabMy', icon: 'user', visitor: false },
]

/** The variant's five: home, list (the index list highlights it too), orderlist (positions), mylist, user. */
const fiveTabs: readonly Tab[] = [
  { path: '/home', label: 'tabHome', icon: 'home', visitor: true },
  {
    path: '/trading-list',
    label: 'tabMarkets',
    icon: 'markets',
    visitor: true,
    also: ['/indexsearchlist', '/list', '/indexlist'],
  },
  { path: '/orderlist', label: 'tabPosition', icon: 'bag', visitor: false, to: '/orderlist?index=1' },
  { path: '/favourites', label: 'favourites', icon: 'star', visitor: false, also: ['/mylist'] },
  { path: '/user', label: 'tabMy', icon: 'user', visitor: false },
]

/** Spec constants: the tap highlight clears after 500 ms, with a 55 ms vibration where supported. */
const highlightMs = 500
const vibrationMs = 55

/**
 * Home, Markets, Position, My — or, in the `five` variant, Home, Markets, Position (/orderlist), Favourites, My. The
 * current route is highlighted; a visitor tapping a signed-in tab gets the login-prompt sheet instead (trading spec §2).
 */
export const BottomTabBar = ({
  signedIn,
  onVisitor,
  variant = 'four',
}: {
  signedIn: boolean
  onVisitor: () => void
  variant?: 'four' | 'five'
}) => {
  const labels = useLabels()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [tapped, setTapped] = useState<string | null>(null)
  useEffect(() => {
    if (tapped === null) return
    const timer = setTimeout(() => setTapped(null), highlightMs)
    return () => clearTimeout(timer)
  }, [tapped])
  // The help desk's unread replies badge My (DECISIONS §22), read again on each tab page.
  const unread = useHelpDesk(helpUnread, (state) => state.count)
  useEffect(() => {
    if (signedIn && pathname) void helpUnread.getState().load()
  }, [signedIn, pathname])
  const tabs = variant === 'five' ? fiveTabs : fourTabs
  const active =
    tabs.find((tab) => [tab.path, ...(tab.also ?? [])].some((path) => pathname.startsWith(path)))?.path ?? ''
  return (
    <nav className={`tab-bar${tapped ? ' tab-bar-tapped' : ''}`} aria-label="main" data-variant={variant}>
      <TabBar
        safeArea
        activeKey={active}
        onChange={(path) => {
          const tab = tabs.find((each) => each.path === path)
          if (!tab) return
          setTapped(path)
          navigator.vibrate?.(vibrationMs)
          if (!tab.visitor && !signedIn) onVisitor()
          // My loads the user first; with none it goes to /login (trading spec §2).
          else if (path === '/user')
            void account
              .getState()
              .loadUser()
              .then((user) => navigate(user ? path : '/login'))
          else navigate(tab.to ?? path)
        }}
      >
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.path}
            title={labels[tab.label]}
            icon={<TabIcon name={tab.icon} />}
            badge={tab.path === '/user' && signedIn && unread > 0 ? unread : undefined}
          />
        ))}
      </TabBar>
    </nav>
  )
}
