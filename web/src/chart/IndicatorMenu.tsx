import { type IndicatorName, indicatorNames } from '@bourse/react-hooks'
import { useLabels } from '../i18n/useLabels.js'

/** MA, BOLL (overlays) and MACD, KDJ, DMI, ROC (own pane). */
export const IndicatorMenu = ({
  value,
  onChange,
}: {
  value: IndicatorName
  onChange: (name: IndicatorName) => void
}) => {
  const labels = useLabels()
  return (
    <fieldset className="chip-row" aria-label={labels.indicators}>
      {indicatorNames.map((name) => (
        <button
          key={name}
          type="button"
          className={`chip${value === name ? ' chip-on' : ''}`}
          aria-pressed={value === name}
          onClick={() => onChange(name)}
        >
          {name}
        </button>
      ))}
    </fieldset>
  )
}
