import { useLabels } from '../i18n/useLabels.js'

/** Column heads of a quote list: name/code, latest price, change. */
export const QuoteHead = () => {
  const labels = useLabels()
  return (
    <div className="quote-head" aria-hidden="true">
      <span>{labels.name}</span>
      <span>{labels.latestPrice}</span>
      <span>{labels.change}</span>
    </div>
  )
}
