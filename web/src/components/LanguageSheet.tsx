import { type Language, languages } from '@bourse/core'
import { ActionSheet } from 'antd-mobile'
import { useLabels, useLanguage } from '../i18n/useLabels.js'
import { preferences } from '../preferences.js'
import { RiseColourSwitch } from './RiseColourSwitch.js'

const languageNames: Readonly<Record<Language, string>> = { en: 'English', 'zh-CN': '简体', 'zh-TW': '繁體' }

/**
 * The language sheet: the rise/fall colours (red up or green up, DECISIONS §19, defaulting to the language's
 * convention) above English / 简体 / 繁體. Its own chunk: the entry carries only the button that opens it.
 */
export const LanguageSheet = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const labels = useLabels()
  const language = useLanguage()
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={labels.cancel}
      // In the app's frame (its theme variables) but not inside the header, whose stacking order is below the tab
      // bar's: there the sheet's Cancel was hidden behind the tab bar.
      getContainer={() => document.querySelector<HTMLElement>('.app') ?? document.body}
      extra={
        <span className="rise-choice">
          {labels.riseColour} <RiseColourSwitch />
        </span>
      }
      actions={languages.map((key) => ({ key, text: languageNames[key], bold: key === language }))}
      onAction={(action) => {
        preferences.getState().setLanguage(action.key as Language)
        onClose()
      }}
    />
  )
}
