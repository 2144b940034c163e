import { createPreferencesStore } from '@bourse/react-hooks'

/** The app's one preferences store, over the browser's local storage. */
export const preferences = createPreferencesStore(localStorage, navigator.language)
