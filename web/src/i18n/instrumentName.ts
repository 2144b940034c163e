import { useCallback } from 'react'
import { useLanguage } from './useLabels.js'

/**
 * An instrument's name in the chosen language: the English name the server sends beside the Chinese one in English
 * mode (when it sends one), the Chinese name otherwise. Example: en, ("华辰科技", "Huachen Technology") → "Huachen
 * Technology"; zh-CN → "华辰科技".
 */
export const useInstrumentName = (): ((name: string, english: string | undefined) => string) => {
  const language = useLanguage()
  return useCallback(
    (name, english) => (language === 'en' && english !== undefined && english !== '' ? english : name),
    [language],
  )
}
