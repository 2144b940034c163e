import '../account/account.css'
import { loadAgentUrl } from '@bourse/react-hooks'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { client } from '../appStores.js'
import { useAccountLabels } from './accountLabels.js'

/**
 * /service: the online-service (agent) address in a frame, with a button that opens it in a new window, as mobile
 * browsers need for some chat pages; with no address the visit goes to /recharge (spec 001 §7).
 */
export const ServicePage = () => {
  const labels = useAccountLabels()
  const [url, setUrl] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    void loadAgentUrl(client).then((answer) => setUrl(answer ?? null))
  }, [])
  if (url === undefined) return <main className="page muted">{labels.loading}</main>
  if (url === null) return <Navigate to="/recharge" replace />
  return (
    <main className="page pay-page">
      <iframe className="pay-frame" src={url} title={labels.onlineService} />
      <Button block onClick={() => void window.open(url, '_blank', 'noopener')}>
        {labels.openService}
      </Button>
    </main>
  )
}
