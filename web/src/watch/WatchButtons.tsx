import './watch.css'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { formPath } from './priceSeen.js'
import { useWatchLabels } from './watchLabels.js'

/** The stock page's Alert and GTT buttons: each opens its form with the price on screen and the moment it was seen. */
export const WatchButtons = ({ code, price }: { code: string; price: string | undefined }) => {
  const labels = useWatchLabels()
  const navigate = useNavigate()
  const open = (path: '/alertForm' | '/gttForm') => {
    if (price !== undefined) navigate(formPath(path, code, price, Date.now()))
  }
  return (
    <div className="watch-buttons">
      <Button size="small" disabled={price === undefined} onClick={() => open('/alertForm')}>
        {labels.alertButton}
      </Button>
      <Button size="small" disabled={price === undefined} onClick={() => open('/gttForm')}>
        {labels.gttButton}
      </Button>
    </div>
  )
}
