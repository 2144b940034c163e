import { Selector } from 'antd-mobile'
import { useLabels } from '../i18n/useLabels.js'

/** The leverage options from `siteLever`, the first chosen by default (in the store). */
export const LeverPicker = ({
  levers,
  lever,
  onChange,
}: {
  levers: readonly number[]
  lever: number
  onChange: (lever: number) => void
}) => {
  const labels = useLabels()
  return (
    <section className="ticket-section" aria-label={labels.leverage}>
      <h3 className="ticket-label">{labels.leverage}</h3>
      <Selector
        columns={Math.min(4, levers.length)}
        value={[lever]}
        options={levers.map((each) => ({ label: `${each}X`, value: each }))}
        onChange={(value) => {
          const [chosen] = value
          if (chosen !== undefined) onChange(chosen)
        }}
      />
    </section>
  )
}
