import { usePreferences, useSession } from '@bourse/react-hooks'
import { useState } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { session } from './appStores.js'
import { BottomTabBar } from './components/BottomTabBar.js'
import { GlobalAlert } from './components/GlobalAlert.js'
import { LoginPromptSheet } from './components/LoginPromptSheet.js'
import { PageHeader } from './components/PageHeader.js'
import { PageTransition } from './components/PageTransition.js'
import { RouteGuard } from './components/RouteGuard.js'
import { SessionExpiry } from './components/SessionExpiry.js'
import { preferences } from './preferences.js'
import { AppRoutes } from './routes/AppRoutes.js'
import { metaOf } from './routes/routeTable.js'

/**
 * The shell: header, sliding page behind the route guard, tab bar, login-prompt sheet, global alert. `data-theme` and
 * `data-rise` (the rise/fall colours, DECISIONS §19) select the CSS variables of everything inside.
 */
export const App = () => {
  const theme = usePreferences(preferences, (state) => state.theme)
  const language = usePreferences(preferences, (state) => state.language)
  const riseColour = usePreferences(preferences, (state) => state.riseColour)
  const signedIn = useSession(session, (state) => state.token !== undefined)
  const { pathname } = useLocation()
  const meta = metaOf(pathname)
  const [prompt, setPrompt] = useState(false)
  const [prompted, setPrompted] = useState(false)
  return (
    <div className="app" data-theme={theme} data-rise={riseColour} lang={language}>
      <PageHeader meta={meta} />
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
      {/* Mounted at the first prompt: a closed sheet still costs a spring and a portal on every first render. */}
      {prompted && <LoginPromptSheet visible={prompt} onClose={() => setPrompt(false)} />}
      <GlobalAlert />
      <SessionExpiry />
    </div>
  )
}
