import type { Direction } from '@bourse/core'
import { useLabels } from '../i18n/useLabels.js'

/** Buy up (long) or buy fall (short). */
export const DirectionPicker = ({
  value,
  onChange,
}: {
  value: Direction.Direction | undefined
  onChange: (direction: Direction.Direction) => void
}) => {
  const labels = useLabels()
  return (
    <fieldset className="ticket-section direction-picker">
      <legend className="ticket-label">{labels.direction}</legend>
      <button
        type="button"
        className={`direction direction-long${value === 'long' ? ' direction-on' : ''}`}
        aria-pressed={value === 'long'}
        onClick={() => onChange('long')}
      >
        {labels.buyUp}
      </button>
      <button
        type="button"
        className={`direction direction-short${value === 'short' ? ' direction-on' : ''}`}
        aria-pressed={value === 'short'}
        onClick={() => onChange('short')}
      >
        {labels.buyFall}
      </button>
    </fieldset>
  )
}
