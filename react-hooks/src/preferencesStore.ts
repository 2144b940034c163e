import { initialLanguage, type Language, RiseColour, Theme } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** The parts of `localStorage` the stores use, so tests and the terminal can supply their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface PreferencesState {
  readonly theme: Theme.Theme
  readonly language: Language
  /** The rise/fall colours in use (DECISIONS §19): the saved choice, else the language's convention. */
  readonly riseColour: RiseColour.RiseColour
  /** Whether the user chose the colours (else they follow each change of language). */
  readonly riseColourChosen: boolean
  toggleTheme(): void
  setLanguage(language: Language): void
  /** Saves the user's choice of rise/fall colours. */
  setRiseColour(riseColour: RiseColour.RiseColour): void
}

export const languageStorageKey = 'language'

/** Theme and language, read from storage at creation and written back on every change. */
export const createPreferencesStore = (
  storage: KeyValueStorage,
  browserLanguage: string | undefined,
): StoreApi<PreferencesState> =>
  createStore<PreferencesState>()((set, get) => {
    const language = initialLanguage(storage.getItem(languageStorageKey), browserLanguage)
    const saved = RiseColour.parseRiseColour(storage.getItem(RiseColour.riseColourStorageKey))
    return {
      theme: Theme.parseTheme(storage.getItem(Theme.themeStorageKey)),
      language,
      riseColour: RiseColour.effectiveRiseColour(saved, language),
      riseColourChosen: saved !== undefined,
      toggleTheme: () => {
        const theme = Theme.otherTheme(get().theme)
        storage.setItem(Theme.themeStorageKey, Theme.serializeTheme(theme))
        set({ theme })
      },
      setLanguage: (language) => {
        storage.setItem(languageStorageKey, language)
        set(get().riseColourChosen ? { language } : { language, riseColour: RiseColour.defaultRiseColour(language) })
      },
      setRiseColour: (riseColour) => {
        storage.setItem(RiseColour.riseColourStorageKey, riseColour)
        set({ riseColour, riseColourChosen: true })
      },
    }
  })
