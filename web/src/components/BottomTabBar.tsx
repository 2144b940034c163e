import { TabBar } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { account } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'
import { TabIcon } from './TabIcon.js'

const tabs = [
  { path: '/home', label: 'tabHome', icon: 'home', visitor: true },
  { path: '/trading-list', label: 'tabMarkets', icon: 'markets', visitor: true },
  { path: '/warehouse', label: 'tabPosition', icon: 'bag', visitor: false },
  { path: '/user', label: 'tabMy', icon: 'user', visitor: false },
] as const

/** Spec constants: the tap highlight clears after 500 ms, with a 55 ms vibration where supported. */
const highlightMs = 500
const vibrationMs = 55

/**
 * Home, Markets, Position, My. The current route is highlighted; a visitor tapping Position or My gets the
 * login-prompt sheet instead (trading spec §2).
 */
export const BottomTabBar = ({ signedIn, onVisitor }: { signedIn: boolean; onVisitor: () => void }) => {
  const labels = useLabels()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [tapped, setTapped] = useState<string | null>(null)
  useEffect(() => {
    if (tapped === null) return
    const timer = setTimeout(() => setTapped(null), highlightMs)
    return () => clearTimeout(timer)
  }, [tapped])
  const active = tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? ''
  return (
    <nav className={`tab-bar${tapped ? ' tab-bar-tapped' : ''}`} aria-label="main">
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
          else navigate(path)
        }}
      >
        {tabs.map((tab) => (
          <TabBar.Item key={tab.path} title={labels[tab.label]} icon={<TabIcon name={tab.icon} />} />
        ))}
      </TabBar>
    </nav>
  )
}
