import type { RiseColour } from '@bourse/core'
import { usePreferences } from '@bourse/react-hooks'
import { useLabels } from '../i18n/useLabels.js'
import { preferences } from '../preferences.js'

/**
 * Red up / Green up for the whole app (DECISIONS §19): the language's convention until the user picks one, then
 * the pick (saved under `riseColour`).
 */
export const RiseColourSwitch = () => {
  const labels = useLabels()
  const riseColour = usePreferences(preferences, (state) => state.riseColour)
  const options: readonly (readonly [RiseColour.RiseColour, string])[] = [
    ['redUp', labels.riseRedUp],
    ['greenUp', labels.riseGreenUp],
  ]
  return (
    <fieldset className="chip-row rise-switch" aria-label={labels.riseColour}>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={`chip${riseColour === value ? ' chip-on' : ''}`}
          aria-pressed={riseColour === value}
          onClick={() => preferences.getState().setRiseColour(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  )
}
