import { useAgeText } from '../components/FigureAge.js'
import { fill } from '../i18n/fill.js'
import type { PriceSeen } from './priceSeen.js'
import { useWatchLabels } from './watchLabels.js'

/** "Price shown: 47.81 · seen 12 s ago": the price a form starts from and its age, counting. */
export const PriceSeenLine = ({ seen }: { seen: PriceSeen }) => {
  const labels = useWatchLabels()
  const age = useAgeText(seen.at)
  if (seen.price === undefined) return <p className="muted">{labels.loading}</p>
  return (
    <p className="price-seen" data-testid="price-seen">
      <span className="num">{fill(labels.priceShown, { price: seen.price })}</span>
      {age !== undefined && <span className="muted"> · {fill(labels.seenAgo, { age })}</span>}
    </p>
  )
}
