import { usePreferences } from '@bourse/react-hooks'
import { TestSiteNotice } from '../components/TestSiteNotice.js'
import { preferences } from '../preferences.js'

export const HomePage = () => {
  const theme = usePreferences(preferences, (state) => state.theme)
  return (
    <main className="page">
      <h1>Welcome! Ready to start your investing journey?</h1>
      <TestSiteNotice />
      <button type="button" className="button" onClick={() => preferences.getState().toggleTheme()}>
        Theme: {theme}
      </button>
    </main>
  )
}
