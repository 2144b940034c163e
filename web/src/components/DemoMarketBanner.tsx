import { useEffect, useState } from 'react'
import { client } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'

let calendarMode: Promise<string | undefined> | undefined

/** Site info is read once per page load; only its calendar mode matters here. */
const loadCalendarMode = () => {
  calendarMode ??= client
    .call('/api/site/getInfo.do', {})
    .then((result) => (result.ok ? result.data.calendarMode : undefined))
  return calendarMode
}

/** "Demo market" banner, shown when the server runs the always-open demo calendar (DECISIONS §9). */
export const DemoMarketBanner = () => {
  const labels = useLabels()
  const [demo, setDemo] = useState(false)
  useEffect(() => {
    let live = true
    void loadCalendarMode().then((mode) => live && setDemo(mode === 'demo'))
    return () => {
      live = false
    }
  }, [])
  return demo ? (
    <p className="demo-banner" role="status">
      {labels.demoMarket}
    </p>
  ) : null
}
