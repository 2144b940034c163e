import { isDemoMarket, useSiteInfo } from '@bourse/react-hooks'
import { useEffect } from 'react'
import { siteInfo } from '../appStores.js'
import { useLabels } from '../i18n/useLabels.js'

/** "Demo market" banner, shown when the server runs the always-open demo calendar (DECISIONS §9). */
export const DemoMarketBanner = () => {
  const labels = useLabels()
  const demo = useSiteInfo(siteInfo, isDemoMarket)
  useEffect(() => {
    void siteInfo.getState().load()
  }, [])
  return demo ? (
    <p className="demo-banner" role="status">
      {labels.demoMarket}
    </p>
  ) : null
}
