import { usePreferences, useSession } from '@bourse/react-hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { client, live, session } from './appStores.js'
import { useFeedSilent } from './feed.js'
import { preferences } from './preferences.js'
import { registerServiceWorker } from './pwa/registerServiceWorker.js'
import { AppRoutes } from './routes/AppRoutes.js'
import { BottomTabBar } from './routes/BottomTabBar.js'
import { FeedNote } from './routes/FeedNote.js'
import { GlobalAlert } from './routes/GlobalAlert.js'
import { NewVersionPrompt } from './routes/NewVersionPrompt.js'
import { PageHeader } from './routes/PageHeader.js'
import { PageTransition } from './routes/PageTransition.js'
import { RouteGuard } from './routes/RouteGuard.js'
import { metaOf } from './routes/routeTable.js'
import { SessionExpiry } from './routes/SessionExpiry.js'
import { FiringNotice } from './watch/FiringNotice.js'
import { resumePushAtSignIn } from './watch/pushAtSignIn.js'

// The visitor's sheet (antd's Popup, its mask and gestures) loads at the first prompt, not with the entry.
const LoginPromptSheet = lazy(() =>
  import('./routes/LoginPromptSheet.js').then((module) => ({ default: module.LoginPromptSheet })),
)

/**
 * The shell: header, sliding page behind the route guard, tab bar, login-prompt sheet, global alert. `data-theme` and
 * `data-rise` (the rise/fall colours, DECISIONS §19) select the CSS variables of everything inside; `data-feed` greys
 * every figure while the live feed is silent (`FeedNote` says since when).
 */
export const App = () => {
  const theme = usePreferences(preferences, (state) => state.theme)
  const language = usePreferences(preferences, (state) => state.language)
  const riseColour = usePreferences(preferences, (state) => state.riseColour)
  const signedIn = useSession(session, (state) => state.token !== undefined)
  const silent = useFeedSilent()
  const { pathname } = useLocation()
  const meta = metaOf(pathname)
  const [prompt, setPrompt] = useState(false)
  const [prompted, setPrompted] = useState(false)
  // The API client's decoding (effect, about 50 kB gzip) starts loading once the first frame is on screen, so it does
  // not share the network with the first route's own chunks; a screen's first call starts it anyway.
  // The live socket opens then too: its handshake and the ticket call wait for the first frame.
  useEffect(() => {
    client.preload()
    live.getState().start()
    registerServiceWorker()
  }, [])
  useEffect(resumePushAtSignIn, [])
  return (
    <div
      className="app"
      data-theme={theme}
      data-rise={riseColour}
      data-feed={silent ? 'silent' : 'live'}
      lang={language}
    >
      <PageHeader meta={meta} />
      <FeedNote />
      <PageTransition>
        <RouteGuard>
          <Routes>
            {AppRoutes()}
            <Route path="*" element={<Navigate to="/home" replace />} />
          </Routes>
        </RouteGuard>
      </PageTransition>
      {meta.tabBar && (
        <BottomTabBar
          signedIn={signedIn}
          onVisitor={() => {
            setPrompted(true)
            setPrompt(true)
          }}
          variant={meta.tabBar === 'five' ? 'five' : 'four'}
        />
      )}
      {prompted && (
        <Suspense fallback={null}>
          <LoginPromptSheet visible={prompt} onClose={() => setPrompt(false)} />
        </Suspense>
      )}
      <GlobalAlert />
      <FiringNotice />
      <SessionExpiry />
      <NewVersionPrompt />
    </div>
  )
}
