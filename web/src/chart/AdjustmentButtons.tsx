import type { KlineAdjustment } from '@bourse/react-hooks'
import { useLabels } from '../i18n/useLabels.js'

/** The chart's price adjustment (spec 000 §9): 0 none, 1 pre, 2 post. */
const adjustments = [
  [0, 'adjustNone'],
  [1, 'adjustPre'],
  [2, 'adjustPost'],
] as const

/**
 * The adjustment switch beside the period buttons, with the hint that the simulator has no corporate actions, so all
 * three show the same prices (DECISIONS §13).
 */
export const AdjustmentButtons = ({
  value,
  onChange,
}: {
  value: KlineAdjustment
  onChange: (right: KlineAdjustment) => void
}) => {
  const labels = useLabels()
  return (
    <>
      <fieldset className="chip-row" aria-label="adjustment">
        {adjustments.map(([right, label]) => (
          <button
            key={right}
            type="button"
            className={`chip${value === right ? ' chip-on' : ''}`}
            aria-pressed={value === right}
            onClick={() => onChange(right)}
          >
            {labels[label]}
          </button>
        ))}
      </fieldset>
      <p className="muted kline-hint">{labels.adjustHint}</p>
    </>
  )
}
