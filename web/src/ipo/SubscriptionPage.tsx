import { Link } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'
import { IpoListings } from './IpoListings.js'

/** /Subscription: the new-share list, with links to my subscriptions and winning records. */
export const SubscriptionPage = () => {
  const labels = useLabels()
  return (
    <main className="page">
      <nav className="news-cards" aria-label={labels.ipoSubscription}>
        <Link className="news-card" to="/sharerecord">
          {labels.subscriptionRecords}
        </Link>
        <Link className="news-card" to="/zhongqianrecord">
          {labels.winningRecords}
        </Link>
        <Link className="news-card" to="/warehouse?index=3">
          {labels.tabPosition}
        </Link>
      </nav>
      <IpoListings />
    </main>
  )
}
