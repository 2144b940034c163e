import type { KlinePeriod } from '@bourse/react-hooks'
import { useLabels } from '../i18n/useLabels.js'

/** The spec's period buttons, in its order: Day, Week, Month, 1 M, 5 M, 30 M, 60 M. */
const periods = [
  [101, 'periodDay'],
  [102, 'periodWeek'],
  [103, 'periodMonth'],
  [1, 'period1'],
  [5, 'period5'],
  [30, 'period30'],
  [60, 'period60'],
] as const

export const PeriodButtons = ({ value, onChange }: { value: KlinePeriod; onChange: (period: KlinePeriod) => void }) => {
  const labels = useLabels()
  return (
    <fieldset className="chip-row period-row" aria-label="period">
      {periods.map(([period, label]) => (
        <button
          key={period}
          type="button"
          className={`chip${value === period ? ' chip-on' : ''}`}
          aria-pressed={value === period}
          onClick={() => onChange(period)}
        >
          {labels[label]}
        </button>
      ))}
    </fieldset>
  )
}
