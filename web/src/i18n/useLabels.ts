import { type Language, type MessageKey, type MessageParams, translate } from '@bourse/core'
import { usePreferences } from '@bourse/react-hooks'
import { useCallback } from 'react'
import { preferences } from '../preferences.js'
import { type Labels, labelsEn } from './labelsEn.js'
import { labelsZhCN } from './labelsZhCN.js'
import { labelsZhTW } from './labelsZhTW.js'

const tables: Readonly<Record<Language, Labels>> = { en: labelsEn, 'zh-CN': labelsZhCN, 'zh-TW': labelsZhTW }

/** The UI labels in the chosen language. */
export const useLabels = (): Labels => tables[usePreferences(preferences, (state) => state.language)]

/** The current language, for core's catalogue. */
export const useLanguage = (): Language => usePreferences(preferences, (state) => state.language)

/** A text of core's catalogue in the chosen language. */
export const useMessage = (): ((key: MessageKey, params?: MessageParams) => string) => {
  const language = useLanguage()
  return useCallback((key, params) => translate(key, language, params), [language])
}
