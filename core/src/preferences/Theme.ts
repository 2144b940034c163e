/** The two colour themes; black is the default (trading spec §4). */
export const themes = ['black', 'red'] as const
export type Theme = (typeof themes)[number]
export const defaultTheme: Theme = 'black'

/** Local-storage key of the saved theme. */
export const themeStorageKey = 'theme'

/** The spec saves the theme as an object with a `data` field: `{"data":"red"}`. */
export const serializeTheme = (theme: Theme): string => JSON.stringify({ data: theme })

/** Reads the saved theme back; anything unreadable is the default. */
export const parseTheme = (stored: string | null | undefined): Theme => {
  try {
    const data = (JSON.parse(stored ?? 'null') as { data?: unknown } | null)?.data
    return themes.includes(data as Theme) ? (data as Theme) : defaultTheme
  } catch {
    return defaultTheme
  }
}

export const otherTheme = (theme: Theme): Theme => (theme === 'black' ? 'red' : 'black')
