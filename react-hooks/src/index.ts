export {
  createPreferencesStore,
  type KeyValueStorage,
  languageStorageKey,
  type PreferencesState,
} from './preferencesStore.js'
export { usePreferences } from './usePreferences.js'
