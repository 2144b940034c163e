import { usePreferences } from '@bourse/react-hooks'
import { useLabels } from '../i18n/useLabels.js'
import { preferences } from '../preferences.js'

/** Switches black ↔ red, showing the current theme's name beside its colour; saved as `{"data":"red"}` (spec §4). */
export const ThemeToggle = () => {
  const labels = useLabels()
  const theme = usePreferences(preferences, (state) => state.theme)
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`${labels.theme}: ${theme === 'black' ? labels.themeBlack : labels.themeRed}`}
      data-theme-name={theme}
      onClick={() => preferences.getState().toggleTheme()}
    >
      <span className={`theme-dot theme-dot-${theme}`} aria-hidden="true" />
      <span className="theme-name">{theme === 'black' ? labels.themeBlack : labels.themeRed}</span>
    </button>
  )
}
