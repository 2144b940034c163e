import { ErrorBlock } from 'antd-mobile'
import { Link } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** An empty tab links to the market list (trading spec §2). */
export const EmptyPositions = () => {
  const labels = useLabels()
  return (
    <ErrorBlock status="empty" title={labels.empty} description="">
      <Link className="button link-button" to="/trading-list?index=1">
        {labels.goToMarkets}
      </Link>
    </ErrorBlock>
  )
}
