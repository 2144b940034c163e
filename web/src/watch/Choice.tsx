import { Selector } from 'antd-mobile'

/** One choice among a few words (antd's Selector, single). */
export const Choice = <T extends string>(props: {
  label: string
  value: T
  options: readonly { label: string; value: T }[]
  onChange: (value: T) => void
}) => (
  <section className="watch-choice" aria-label={props.label}>
    <h3 className="ticket-label">{props.label}</h3>
    <Selector
      columns={Math.min(4, props.options.length)}
      value={[props.value]}
      options={[...props.options]}
      onChange={(value) => {
        const [chosen] = value
        if (chosen !== undefined) props.onChange(chosen)
      }}
    />
  </section>
)
