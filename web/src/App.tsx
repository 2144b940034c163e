import { usePreferences } from '@bourse/react-hooks'
import { Navigate, Route, Routes } from 'react-router-dom'
import { preferences } from './preferences.js'
import { HomePage } from './routes/HomePage.js'

/** The route table; unknown paths go to /home (trading spec §2). */
export const App = () => {
  const theme = usePreferences(preferences, (state) => state.theme)
  return (
    <div className="app" data-theme={theme}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </div>
  )
}
