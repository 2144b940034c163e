import type { Language } from '@bourse/core'
import { lazy, Suspense, useState } from 'react'
import { useLabels, useLanguage } from '../i18n/useLabels.js'

const names: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体', 'zh-TW': '繁體' }
const LanguageSheet = lazy(() => import('./LanguageSheet.js').then((module) => ({ default: module.LanguageSheet })))

/**
 * The current language's name; a tap opens the language sheet (English / 简体 / 繁體 and the rise/fall colours), loaded
 * on first use.
 */
export const LanguageSwitch = () => {
  const labels = useLabels()
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={labels.language}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {names[language]}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
