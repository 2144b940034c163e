import type { RiseColour } from '@bourse/core'
import { usePreferences } from '@bourse/react-hooks'
import { Segmented } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'
import { preferences } from '../preferences.js'

/**
 * Red up / Green up for the whole app (DECISIONS §19): the language's convention until the user picks one, then
 * the pick (saved under `riseColour`).
 */
export const RiseColourSwitch = () => {
  const labels = useLabels()
  const riseColour = usePreferences(preferences, (state) => state.riseColour)
  return (
    <Segmented
      aria-label={labels.riseColour}
      value={riseColour}
      onChange={(value) => preferences.getState().setRiseColour(value as RiseColour.RiseColour)}
      options={[
        { value: 'redUp', label: <span className="rise-option rise-option-red">{labels.riseRedUp}</span> },
        { value: 'greenUp', label: <span className="rise-option rise-option-green">{labels.riseGreenUp}</span> },
      ]}
    />
  )
}
