import { useWatch } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'
import { firingNotices } from './firingNotices.js'

/** "Alert: … price ≥ 55.00 — now 55.10" over the page while the app is open; a tap opens the alerts and GTT list. */
export const FiringNotice = () => {
  const labels = useLabels()
  const navigate = useNavigate()
  const notice = useWatch(firingNotices, (state) => state.notice)
  if (notice === undefined) return null
  return (
    <div className="firing-notice" role="alert" data-testid="firing-notice">
      <button
        type="button"
        className="firing-text"
        onClick={() => {
          firingNotices.getState().dismiss()
          navigate('/alerts')
        }}
      >
        {notice.text}
      </button>
      <Button size="mini" onClick={() => firingNotices.getState().dismiss()}>
        {labels.close}
      </Button>
    </div>
  )
}
