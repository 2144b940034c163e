import { instrumentNameIn } from '@bourse/core'
import { useCallback } from 'react'
import { useLanguage } from './useLabels.js'

/**
 * An instrument's name in the chosen language (core's `instrumentNameIn`): in English the English name the server
 * sends beside the Chinese one, else core's English form of a simulator name; traditional characters in zh-TW.
 * Example: en, ("华辰科技", undefined) → "Huachen Technology"; zh-TW → "華辰科技"; zh-CN → "华辰科技".
 */
export const useInstrumentName = (): ((name: string, english?: string) => string) => {
  const language = useLanguage()
  return useCallback((name, english) => instrumentNameIn(language, name, english), [language])
}
