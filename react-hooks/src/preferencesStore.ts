import { initialLanguage, type Language, Theme } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** The parts of `localStorage` the stores use, so tests and the terminal can supply their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface PreferencesState {
  readonly theme: Theme.Theme
  readonly language: Language
  toggleTheme(): void
  setLanguage(language: Language): void
}

export const languageStorageKey = 'language'

/** Theme and language, read from storage at creation and written back on every change. */
export const createPreferencesStore = (
  storage: KeyValueStorage,
  browserLanguage: string | undefined,
): StoreApi<PreferencesState> =>
  createStore<PreferencesState>()((set, get) => ({
    theme: Theme.parseTheme(storage.getItem(Theme.themeStorageKey)),
    language: initialLanguage(storage.getItem(languageStorageKey), browserLanguage),
    toggleTheme: () => {
      const theme = Theme.otherTheme(get().theme)
      storage.setItem(Theme.themeStorageKey, Theme.serializeTheme(theme))
      set({ theme })
    },
    setLanguage: (language) => {
      storage.setItem(languageStorageKey, language)
      set({ language })
    },
  }))
