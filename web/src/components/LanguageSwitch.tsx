import { type Language, languages } from '@bourse/core'
import { ActionSheet } from 'antd-mobile'
import { useState } from 'react'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { preferences } from '../preferences.js'

const names: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体', 'zh-TW': '繁體' }

/** English / 简体 / 繁體, saved under `language` by the preferences store. */
export const LanguageSwitch = () => {
  const labels = useLabels()
  const language = useLanguage()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="icon-button" aria-label={labels.language} onClick={() => setOpen(true)}>
        {names[language]}
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={labels.cancel}
        actions={languages.map((key) => ({ key, text: names[key], bold: key === language }))}
        onAction={(action) => {
          preferences.getState().setLanguage(action.key as Language)
          setOpen(false)
        }}
      />
    </>
  )
}
